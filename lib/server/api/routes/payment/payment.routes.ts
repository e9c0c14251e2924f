import 'server-only';
import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { paymentViewSchema } from '@/lib/contracts/payment';
import { CREDIT_GATEWAY_IDS, GATEWAY_IDS } from '../../../db/schema';
import { requireUser } from '../../auth-session';
import { BEARER_SCHEME } from '../auth/auth.routes';
import { pathId } from '../path-id';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(errorBodySchema) });
const redirect = { 303: { description: 'To /payment/response?paymentId=… (or ?error=unknown for an authority we never issued)' } };

const gatewayParam = z.object({ gateway: z.enum(GATEWAY_IDS).openapi({ param: { name: 'gateway', in: 'path' } }) });
/** Each gateway's own names: Zarinpal's (the sandbox bank's too), Digipay's and Keepa's (docs/domains.md, "Credit purchase"). */
const field = (max: number) => z.string().max(max).optional();
const callbackQuery = z.object({
  Authority: field(200),
  Status: field(10),
  providerId: field(200),
  trackingCode: field(200),
  result: field(20),
  amount: field(20),
  type: field(5),
  order_token: field(200),
  status: field(20),
});

const callback = (method: 'get' | 'post') =>
  createRoute({
    method,
    path: '/payment/callback/{gateway}',
    tags: ['payment'],
    summary: 'Where the bank returns the browser; verifies with the bank and settles the payment once',
    request: { params: gatewayParam, query: callbackQuery },
    responses: { ...redirect, 404: error('Unknown gateway') },
  });

export const callbackGetRoute = callback('get');
export const callbackPostRoute = callback('post');

export const paymentRoute = createRoute({
  method: 'get',
  path: '/user/payment/{id}',
  security: [{ [BEARER_SCHEME]: [] }],
  middleware: requireUser,
  tags: ['payment'],
  summary: 'One of the signed-in user’s payments, for the result page',
  request: { params: z.object({ id: pathId('id') }) },
  responses: {
    200: { description: 'The payment', content: json(envelope(paymentViewSchema)) },
    401: error('No live session'),
    404: error('No such payment of this user'),
  },
});

export const sandboxDecideRoute = createRoute({
  method: 'post',
  path: '/sandbox-bank/{token}',
  tags: ['payment'],
  summary: 'The sandbox bank page’s buttons (form action=pay|cancel); returns the browser to the shop’s callback',
  request: {
    params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/).openapi({ param: { name: 'token', in: 'path' } }) }),
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: z.object({ action: z.enum(['pay', 'cancel']) }) } } },
  },
  responses: { 303: { description: 'To the callback URL with Authority and Status' }, 404: error('No such sandbox transaction') },
});

export const creditSandboxDecideRoute = createRoute({
  method: 'post',
  path: '/credit-sandbox/{provider}/{token}',
  tags: ['payment'],
  summary: 'The credit sandbox approval page’s buttons (form action=approve|cancel); returns the browser to the shop’s callback',
  request: {
    params: z.object({
      provider: z.enum(CREDIT_GATEWAY_IDS).openapi({ param: { name: 'provider', in: 'path' } }),
      token: z.string().regex(/^[A-Za-z0-9_-]{32}$/).openapi({ param: { name: 'token', in: 'path' } }),
    }),
    body: { required: true, content: { 'application/x-www-form-urlencoded': { schema: z.object({ action: z.enum(['approve', 'cancel']) }) } } },
  },
  responses: { 303: { description: 'To the callback URL with the provider’s own fields' }, 404: error('No such sandbox purchase') },
});
