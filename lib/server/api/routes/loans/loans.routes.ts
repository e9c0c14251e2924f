import 'server-only';
import { createRoute, z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { loanDetailSchema, loanDueCountSchema, loanPayAnswerSchema, loanPayBodySchema, loanPaymentSchema, loanQuoteQuerySchema, loanQuoteSchema, loanSchema } from '@/lib/contracts/loans';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { error, idParam, json } from '../facility/facility-openapi';

const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['loans'] };
const signedOut = { 401: error('No live session') };
const notFound = { 404: error('No such loan of the caller') };

export const receiptParams = idParam.extend({
  paymentId: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).openapi({ param: { name: 'paymentId', in: 'path' } }),
});

export const listLoansRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/loans',
  summary: 'The caller’s loans (running, settled, cancelled), each with its plan, figures and schedule; late fees brought up to today',
  responses: { 200: { description: 'Newest first', content: json(envelope(z.array(loanSchema))) }, ...signedOut },
});

export const loansDueRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/loans/due',
  summary: 'How many instalments of running loans are overdue, and how many fall due within 7 days (the menu badge)',
  responses: { 200: { description: 'The counts', content: json(envelope(loanDueCountSchema)) }, ...signedOut },
});

export const getLoanRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/loan/{id}',
  summary: 'One loan: schedule, payments with their receipts, guarantee cheques, today’s early settlement, wallet and gateways',
  request: { params: idParam },
  responses: { 200: { description: 'The loan', content: json(envelope(loanDetailSchema)) }, ...signedOut, ...notFound },
});

export const quoteLoanRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/loan/{id}/quote',
  summary: 'What a payment costs now, late fees included (mode instalments&throughNumber=N, amount&amount=X, or settlement)',
  request: { params: idParam, query: loanQuoteQuerySchema },
  responses: {
    200: { description: 'payable, the rebate of an early settlement, and where the money would go', content: json(envelope(loanQuoteSchema)) },
    400: error('A bad mode, instalment number or amount (more than is owed, or too small)'),
    ...signedOut,
    ...notFound,
    409: error('Already paid, nothing owed, or the loan is closed'),
  },
});

export const payLoanRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/loan/{id}/pay',
  summary: 'Pay through instalment N, any amount (oldest first) or the whole remainder, by gateway, wallet or wallet then gateway',
  request: { params: idParam, body: { required: true, content: json(loanPayBodySchema) } },
  responses: {
    200: { description: 'Paid from the wallet, or data.redirectUrl to the bank for the rest', content: json(envelope(loanPayAnswerSchema)) },
    400: error('A bad body, an amount over what is owed, or a gateway the shop does not offer'),
    ...signedOut,
    ...notFound,
    409: error('Already paid, the figure changed since it was shown, the wallet is short, or the loan is closed'),
    503: error('The gateway could not be reached'),
  },
});

export const loanReceiptRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/loan/{id}/payment/{paymentId}',
  summary: 'One payment’s receipt: what was paid, how, and which instalments and fees it cleared',
  request: { params: receiptParams },
  responses: { 200: { description: 'The receipt', content: json(envelope(loanPaymentSchema)) }, ...signedOut, 404: error('No such payment of the caller') },
});
