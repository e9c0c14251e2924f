import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { LoanPayment } from '@/lib/contracts/loans';
import { LOANS_KEY } from './get-loans';

/** GET /user/loan/{id}/payment/{paymentId}: one payment's receipt. */
export const getLoanReceipt = (loanId: number, paymentId: number) => getData<LoanPayment>(`/user/loan/${loanId}/payment/${paymentId}`, { headers: NO_CACHE_HEADERS });

export const loanReceiptQueryOptions = (loanId: number, paymentId: number) =>
  queryOptions({ queryKey: [...LOANS_KEY, loanId, 'receipt', paymentId], queryFn: () => getLoanReceipt(loanId, paymentId), retry: false });

export const useLoanReceipt = (loanId: number, paymentId: number, enabled: boolean) => useQuery({ ...loanReceiptQueryOptions(loanId, paymentId), enabled });
