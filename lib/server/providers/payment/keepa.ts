import 'server-only';
import { z } from 'zod';
import { paymentMessages } from '@/lib/contracts/payment';
import { UpstreamError } from '../../errors';
import type { AfterSaleResult, CallbackFields, GatewayVerdict, PaymentGateway } from './payment-gateway';
import { errorText, postJson, type HttpAnswer } from './provider-http';
import { logger } from '../../log/logger';

/**
 * Keepa credit purchase over HTTPS, JSON bodies, amounts in rial, `Authorization: Bearer {KEEPA_API_KEY}`:
 *   POST {base}/v1/credit/orders                   { amount, mobile, merchant_order_id, callback_url,
 *                                                    items: [{ sku, title, quantity, unit_price }] }
 *                                                  → 201 { order_token, payment_url }
 *   browser → payment_url → Keepa returns it to callback_url?order_token=…&status=approved|declined|cancelled
 *   POST {base}/v1/credit/orders/{token}/verify    { amount } → 200 { status: "verified", reference, amount, verified_before }
 *                                                  409 amount_mismatch, 422 not_approved, 404 not_found
 *   POST {base}/v1/credit/orders/{token}/deliver   {} → 200 { status: "delivered" }
 *   POST {base}/v1/credit/orders/{token}/reverse   { amount } → 200 { status: "reversed", reference }; 409 reversal_window_closed
 * Refusals answer 4xx with { error: { code, message } }; 401 a wrong key.
 */
export type KeepaConfig = { baseUrl: string; apiKey: string | undefined; timeoutMs?: number };

const created = z.object({ order_token: z.string().min(1), payment_url: z.string().url() });
const verified = z.object({ status: z.literal('verified'), reference: z.string(), amount: z.number(), verified_before: z.boolean() });
const failure = z.object({ error: z.object({ code: z.string(), message: z.string().optional() }) });
const done = z.object({ status: z.string(), reference: z.string().nullish() });

export function parseKeepaCallback(fields: Record<string, string>): CallbackFields {
  const status = fields.status;
  return { authority: fields.order_token, status: status === 'approved' ? 'OK' : status === 'declined' ? 'DECLINED' : 'NOK' };
}

const codeOf = (res: HttpAnswer) => failure.safeParse(res.json).data?.error.code ?? `HTTP ${res.status}`;

export function keepaGateway(config: KeepaConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const call = (path: string, body: unknown) => {
    if (!config.apiKey) throw new UpstreamError(paymentMessages.gatewayUnavailable);
    return postJson(`${base}${path}`, body, { Authorization: `Bearer ${config.apiKey}` }, config.timeoutMs);
  };
  const order = (token: string) => `/v1/credit/orders/${encodeURIComponent(token)}`;
  const afterSale = async (path: string, body: unknown, expected: string): Promise<AfterSaleResult> => {
    try {
      const res = await call(path, body);
      const parsed = done.safeParse(res.json);
      if (res.status === 200 && parsed.success && parsed.data.status === expected) return { ok: true, reference: parsed.data.reference ?? null };
      return { ok: false, detail: `keepa ${codeOf(res)}` };
    } catch (err) {
      return { ok: false, detail: errorText(err) };
    }
  };

  return {
    id: 'keepa',
    parseCallback: parseKeepaCallback,
    async request(_tx, input) {
      if (!input.orderId || !input.mobile) throw new UpstreamError(paymentMessages.gatewayUnavailable);
      const res = await call('/v1/credit/orders', {
        amount: input.amountRial,
        mobile: input.mobile,
        merchant_order_id: input.orderId,
        callback_url: input.callbackUrl,
        items: (input.items ?? []).map((i) => ({ sku: i.code, title: i.title, quantity: i.qty, unit_price: i.unitPriceRial })),
      });
      const parsed = created.safeParse(res.json);
      if (res.status !== 201 || !parsed.success) {
        logger().warn({ gateway: 'keepa', status: res.status, answer: codeOf(res) }, 'the gateway refused the order');
        throw new UpstreamError(paymentMessages.gatewayUnavailable);
      }
      return { authority: parsed.data.order_token, redirectUrl: parsed.data.payment_url };
    },
    async verify(_tx, { authority, amountRial }): Promise<GatewayVerdict> {
      let res: HttpAnswer;
      try {
        res = await call(`${order(authority)}/verify`, { amount: amountRial });
      } catch (err) {
        return { paid: false, reason: 'gateway_error', detail: errorText(err) };
      }
      const ok = verified.safeParse(res.json);
      if (res.status === 200 && ok.success) {
        if (ok.data.amount !== amountRial) return { paid: false, reason: 'amount_mismatch', detail: `keepa ${ok.data.amount}, asked ${amountRial}` };
        return { paid: true, refId: ok.data.reference, cardPan: null, alreadyVerified: ok.data.verified_before };
      }
      const code = codeOf(res);
      if (code === 'amount_mismatch') return { paid: false, reason: 'amount_mismatch', detail: 'keepa amount_mismatch' };
      if (res.status >= 500 || !failure.safeParse(res.json).success) return { paid: false, reason: 'gateway_error', detail: `keepa ${code}` };
      return { paid: false, reason: 'not_paid', detail: `keepa ${code}` };
    },
    credit: {
      deliver: (_tx, p) => afterSale(`${order(p.authority)}/deliver`, {}, 'delivered'),
      reverse: (_tx, p) => afterSale(`${order(p.authority)}/reverse`, { amount: p.amountRial }, 'reversed'),
    },
  };
}
