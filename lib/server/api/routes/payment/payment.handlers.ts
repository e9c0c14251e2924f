import 'server-only';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getDb } from '../../../db/client';
import { NotFoundError } from '../../../errors';
import { decideSandbox } from '../../../providers/payment/sandbox';
import { handleCallback } from '../../../services/payment/callback';
import { paymentView } from '../../../services/payment/payment-view';
import type { GatewayId } from '../../../providers/payment/payment-gateway';
import { noStore } from '../../auth-session';
import { callbackGetRoute, callbackPostRoute, paymentRoute, sandboxDecideRoute } from './payment.routes';

/** Some banks post the callback as a form; the fields then come in the body rather than the query. */
async function callbackFields(c: Context): Promise<{ authority?: string; status?: string }> {
  let authority = c.req.query('Authority');
  let status = c.req.query('Status');
  if (c.req.method === 'POST' && (c.req.header('Content-Type') ?? '').includes('form')) {
    const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (typeof body.Authority === 'string') authority = body.Authority;
    if (typeof body.Status === 'string') status = body.Status;
  }
  return { authority, status };
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
}
