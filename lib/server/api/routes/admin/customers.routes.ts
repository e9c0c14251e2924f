import 'server-only';
import { z } from '@hono/zod-openapi';
import {
  customerBlockBodySchema,
  customerKindBodySchema,
  customerListQuerySchema,
  customerListSchema,
  customerSchema,
  walletAdjustBodySchema,
  walletLedgerQuerySchema,
  walletLedgerSchema,
} from '@/lib/contracts/admin/customers';
import { envelope } from '@/lib/contracts/envelope';
import { adminRoute } from '../../admin-access';
import { error, idParam, json } from '../facility/facility-openapi';

const customer = (description: string) => ({ 200: { description, content: json(envelope(customerSchema)) }, 404: error('No such customer') });
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: json(schema) } });

export const listCustomersRoute = adminRoute('customers.read', {
  method: 'get',
  path: '/admin/customers',
  summary: 'Customers a page at a time: kind (customer, seller, supervisor), blocked (1 or 0); q is a mobile, a national code, the last digits of a mobile or part of a name',
  request: { query: customerListQuerySchema },
  responses: { 200: { description: 'A page of customers', content: json(envelope(customerListSchema)) }, 400: error('A filter is invalid') },
});

export const getCustomerRoute = adminRoute('customers.read', {
  method: 'get',
  path: '/admin/customers/{id}',
  summary: 'One customer: profile, kind, block, staff roles, live sessions, orders count and paid total, wallet balance, addresses, loan requests, the last notifications',
  request: { params: idParam },
  responses: customer('The customer'),
});

export const customerWalletRoute = adminRoute('customers.read', {
  method: 'get',
  path: '/admin/customers/{id}/wallet',
  summary: 'The customer’s wallet ledger a page at a time, with the balance',
  request: { params: idParam, query: walletLedgerQuerySchema },
  responses: { 200: { description: 'A page of the ledger', content: json(envelope(walletLedgerSchema)) }, 404: error('No such customer') },
});

export const adjustWalletRoute = adminRoute('customers.write', {
  method: 'post',
  path: '/admin/customers/{id}/wallet',
  summary: 'Credit or debit the wallet with a reason (an adjustment entry); a debit never takes the balance below zero (409). The customer is notified; audited',
  request: { params: idParam, ...body(walletAdjustBodySchema) },
  responses: { ...customer('The customer after the change'), 400: error('Invalid amount or reason'), 409: error('The balance is too low') },
});

export const customerKindRoute = adminRoute('customers.write', {
  method: 'put',
  path: '/admin/customers/{id}/kind',
  summary: 'The account kind: customer, seller (no credit check, SPEC §6) or supervisor (sees the shop in maintenance); audited',
  request: { params: idParam, ...body(customerKindBodySchema) },
  responses: { ...customer('The customer after the change'), 400: error('Unknown kind'), 409: error('Already of that kind') },
});

export const customerBlockRoute = adminRoute('customers.write', {
  method: 'put',
  path: '/admin/customers/{id}/block',
  summary: 'Block sign-in with a reason (every session ends at once) or lift the block; staff accounts are refused; audited',
  request: { params: idParam, ...body(customerBlockBodySchema) },
  responses: { ...customer('The customer after the change'), 400: error('Missing reason'), 409: error('Already so, or a staff account') },
});

export const endSessionsRoute = adminRoute('customers.write', {
  method: 'post',
  path: '/admin/customers/{id}/sessions/end',
  summary: 'Sign the customer out on every device; they may sign in again; audited',
  request: { params: idParam },
  responses: customer('The customer after the change'),
});
