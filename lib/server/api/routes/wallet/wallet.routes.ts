import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { paymentRedirectSchema, walletChargeSchema, walletTransactionsQuerySchema, walletTransactionsSchema } from '@/lib/contracts/wallet';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const bearer = { security: [{ [BEARER_SCHEME]: [] }], middleware: requireUser, tags: ['wallet'] };

/** The shape only; the handler applies the configured minimum and maximum (WALLET_CHARGE_MIN/MAX). */
export const CHARGE_SHAPE = walletChargeSchema({ min: 1, max: Number.MAX_SAFE_INTEGER });

export const chargeWalletRoute = createRoute({
  ...bearer,
  method: 'post',
  path: '/user/wallet/charge',
  summary: 'Start a wallet charge through a gateway (JSON amount in toman, gateway from company.validGateways)',
  request: { body: { required: true, content: json(CHARGE_SHAPE) } },
  responses: {
    200: { description: 'data.redirectUrl is where the browser goes to pay', content: json(envelope(paymentRedirectSchema)) },
    400: error('Amount out of the limits, or a gateway the shop does not offer'),
    401: error('No live session'),
    503: error('The gateway could not be reached'),
  },
});

export const walletTransactionsRoute = createRoute({
  ...bearer,
  method: 'get',
  path: '/user/wallet/transactions',
  summary: 'The wallet ledger, newest first, paged (page from 1, size up to 50), never cached',
  request: { query: walletTransactionsQuerySchema },
  responses: {
    200: { description: 'One page of entries', content: json(envelope(walletTransactionsSchema)) },
    400: error('Bad page or size'),
    401: error('No live session'),
  },
});
