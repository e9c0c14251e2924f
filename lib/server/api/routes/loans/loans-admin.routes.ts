import 'server-only';
import { z } from '@hono/zod-openapi';
import { envelope } from '@/lib/contracts/envelope';
import { loanChequeSchema, loanDetailSchema, loanPaymentSchema } from '@/lib/contracts/loans';
import { branchPaymentBodySchema, chequeBodySchema, jobFailureSchema, overdueRowSchema } from '@/lib/contracts/loan-operators';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

// Credit officers' endpoints (issue 24): reads need credit.read, writes credit.write (and write an audit row).
const noLoan = { 404: error('No such loan') };

export const chequeParams = idParam.extend({
  chequeId: z.string().regex(/^[1-9]\d{0,9}$/).transform(Number).openapi({ param: { name: 'chequeId', in: 'path' } }),
});

export const overdueRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/loans/overdue',
  summary: 'Running loans with an overdue instalment: customer, loan, amount and fees overdue, days overdue, last reminder',
  responses: { 200: { description: 'Most overdue first', content: json(envelope(z.array(overdueRowSchema))) } },
});

export const adminLoanRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/loan/{id}',
  summary: 'Any loan with its schedule, payments and cheques',
  request: { params: idParam },
  responses: { 200: { description: 'The loan', content: json(envelope(loanDetailSchema)) }, ...noLoan },
});

export const branchPaymentRoute = adminRoute('credit.write', {
  method: 'post',
  path: '/admin/loan/{id}/branchPayment',
  summary: 'Mark an instalment paid at a branch counter (JSON number, reason): it is paid with its late fee up to today',
  request: { params: idParam, body: { required: true, content: json(branchPaymentBodySchema) } },
  responses: {
    200: { description: 'The payment’s receipt', content: json(envelope(loanPaymentSchema)) },
    400: error('No such instalment, or no reason'),
    ...noLoan,
    409: error('Already paid, or the loan is closed'),
  },
});

export const addChequeRoute = adminRoute('credit.write', {
  method: 'post',
  path: '/admin/loan/{id}/cheques',
  summary: 'Record a guarantee cheque (JSON sayadId: 16 digits, bank, chequeDate: Jalali 1404/09/15, numbers: the instalments it covers)',
  request: { params: idParam, body: { required: true, content: json(chequeBodySchema) } },
  responses: {
    200: { description: 'The cheque', content: json(envelope(loanChequeSchema)) },
    400: error('A bad Sayad id, bank, date or instalment'),
    ...noLoan,
    409: error('The plan takes no cheques, the cheque is recorded already, or an instalment is covered by another'),
  },
});

export const removeChequeRoute = adminRoute('credit.write', {
  method: 'delete',
  path: '/admin/loan/{id}/cheques/{chequeId}',
  summary: 'Remove a cheque recorded by mistake, or given back',
  request: { params: chequeParams },
  responses: { 200: { description: 'The removed cheque', content: json(envelope(loanChequeSchema)) }, 404: error('No such cheque of the loan') },
});

export const jobFailuresRoute = adminRoute('credit.read', {
  method: 'get',
  path: '/admin/jobs/failures',
  summary: 'Failed runs of background jobs, newest first (read-only; final=true: only those the queue gave up on)',
  request: {
    query: z.object({
      final: z.enum(['true', 'false']).optional(),
      limit: z.string().regex(/^[1-9]\d{0,2}$/).transform(Number).optional(),
    }),
  },
  responses: { 200: { description: 'The failures', content: json(envelope(z.array(jobFailureSchema))) } },
});
