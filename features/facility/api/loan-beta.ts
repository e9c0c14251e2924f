import { apiClient } from '@/lib/api-client';
import type { LoanCheckAnswer, LoanCheckBody, LoanInterestBody } from '@/lib/contracts/loan-beta';

/** POST /public/loanBeta/register: answers the server's confirmation message. */
export async function registerLoanInterest(fields: LoanInterestBody): Promise<string> {
  return (await apiClient.post<{ message: string }>('/public/loanBeta/register', fields)).data.message;
}

/** POST /public/loanBeta/check: the state of the request or registration of that national code and mobile. */
export async function checkLoanState(fields: LoanCheckBody): Promise<LoanCheckAnswer> {
  return (await apiClient.post<{ data: LoanCheckAnswer }>('/public/loanBeta/check', fields)).data.data;
}
