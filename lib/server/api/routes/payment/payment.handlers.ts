import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../../db/client';
import { NotFoundError } from '../../../errors';
import { decideCreditSandbox } from '../../../providers/payment/credit-sandbox';
import { decideSandbox } from '../../../providers/payment/sandbox';
import { handleCallback } from '../../../services/checkout/payment-callback';
import { paymentView } from '../../../services/payment/payment-view';
import type { GatewayId } from '../../../providers/payment/payment-gateway';
import { noStore } from '../../auth-session';
import { callbackGetRoute, callbackPostRoute, creditSandboxDecideRoute, paymentRoute, sandboxDecideRoute } from './payment.routes';

/**
 * Every field the bank sent, by its own names (each gateway reads its own: Zarinpal's Authority, Digipay's
 * providerId and trackingCode, Keepa's order_token). Some post the callback as a form; its fields win over the query's.
 */
async function callbackFields(c: Context): Promise<Record<string, string>> {
  const fields: Record<string, string> = { ...c.req.query() };
  if (c.req.method === 'POST' && (c.req.header('Content-Type') ?? '').includes('form')) {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    for (const [key, value] of Object.entries(body)) if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

export function mountPayment(app: OpenAPIHono) {
  const onCallback = async (c: Context, gateway: GatewayId) => {
    const settled = await handleCallback(gateway, await callbackFields(c));
    noStore(c);
    return c.redirect(settled ? `${settled.resultPath}?paymentId=${settled.paymentId}` : '/payment/response?error=unknown', 303);
  };
  app.openapi(callbackGetRoute, (c) => onCallback(c, c.req.valid('param').gateway));
  app.openapi(callbackPostRoute, (c) => onCallback(c, c.req.valid('param').gateway));

  app.openapi(paymentRoute, async (c) => {
    noStore(c);
    return c.json({ data: await paymentView(c.get('auth').user.id, c.req.valid('param').id) }, 200);
  });

  app.openapi(sandboxDecideRoute, async (c) => {
    const { token } = c.req.valid('param');
    const { action } = c.req.valid('form');
    const back = await getDb().transaction((tx) => decideSandbox(tx, token, action));
    if (!back) throw new NotFoundError('تراکنش بانک آزمایشی یافت نشد');
    return c.redirect(back, 303);
  });

  app.openapi(creditSandboxDecideRoute, async (c) => {
    const { provider, token } = c.req.valid('param');
    const { action } = c.req.valid('form');
    const back = await getDb().transaction((tx) => decideCreditSandbox(tx, provider, token, action));
    if (!back) throw new NotFoundError('خرید آزمایشی یافت نشد');
    return c.redirect(back, 303);
  });
}
