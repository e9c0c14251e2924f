import { expect } from 'vitest';
import { loanDetailSchema, loanPayAnswerSchema, loanQuoteSchema, type LoanDetail } from '@/lib/contracts/loans';
import { envelope } from '@/lib/contracts/envelope';
import { firstBranchId, openDay, put, requestReadyToBook } from '@/lib/server/api/routes/facility/facility-test-kit';
import { callApi } from './api';
import { bearer, loginWithCode, multipart } from './auth';
import { makeProduct, userCall } from './basket';
import { giveWallet, userJson } from './orders';
import { loginAsStaff } from './staff';

export async function operatorToken(): Promise<string> {
  return (await loginAsStaff('credit')).token;
}

/**
 * A customer with a running loan, made the way the shop makes one: a phone of `price` in the basket, a 12-month
 * plan request (cheque guarantee) booked at a branch, approved, and its prepayment paid from the wallet today.
 */
export async function customerWithLoan(price = 50_000_000) {
  const login = await loginWithCode();
  const { variants } = await makeProduct([{ price, stock: 5 }]);
  expect((await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 })).status).toBe(200);
  const ready = await requestReadyToBook(login.token, { fromBasket: 'true' });
  const branchId = await firstBranchId();
  const booked = await put(login.token, { id: ready.id, step: 4, branchId, meetDateTime: await openDay(login.token, branchId) });
  expect(booked.status).toBe(200);
  const decided = await callApi('/admin/planRequestDecision', multipart('PUT', { id: String(ready.id), decision: 'approve' }, await operatorToken()));
  expect(decided.status).toBe(200);
  await giveWallet(login.user.id, booked.request!.prepayment);
  const prepaid = await userJson('POST', '/user/planRequestPrepayment', login.token, { requestId: ready.id, paymentMethod: 'wallet' });
  expect(prepaid.status, JSON.stringify(prepaid.body)).toBe(200);
  return { ...login, loanId: ready.id, variantId: variants[0]!.id, orderId: (prepaid.body as { data: { orderId: number } }).data.orderId };
}

export async function loanOf(token: string, loanId: number): Promise<LoanDetail> {
  const res = await callApi(`/user/loan/${loanId}`, bearer(token));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(loanDetailSchema).parse(res.body).data;
}

export const payLoan = (token: string, loanId: number, body: Record<string, unknown>) => userJson('POST', `/user/loan/${loanId}/pay`, token, body);

export async function paid(token: string, loanId: number, body: Record<string, unknown>) {
  const res = await payLoan(token, loanId, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(loanPayAnswerSchema).parse(res.body).data;
}

export async function quoteOf(token: string, loanId: number, query: string) {
  const res = await callApi(`/user/loan/${loanId}/quote?${query}`, bearer(token));
  return { ...res, quote: res.status === 200 ? envelope(loanQuoteSchema).parse(res.body).data : undefined };
}
