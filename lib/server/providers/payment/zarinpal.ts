import 'server-only';
import { z } from 'zod';
import { UpstreamError } from '../../errors';
import { paymentMessages } from '@/lib/contracts/payment';
import type { GatewayVerdict, PaymentGateway } from './payment-gateway';
import { logger } from '../../log/logger';

export type ZarinpalConfig = { baseUrl: string; merchantId: string | undefined; timeoutMs?: number };

// Zarinpal answers `data` on success and `errors` (with `data: []`) on failure, whatever the HTTP status.
const errorsSchema = z.object({ code: z.number(), message: z.string().optional() });
const requestAnswer = z.object({
  data: z.union([z.object({ code: z.number(), authority: z.string().optional() }), z.array(z.unknown())]),
  errors: z.union([errorsSchema, z.array(z.unknown())]).optional(),
});
const verifyAnswer = z.object({
  data: z.union([
    z.object({ code: z.number(), ref_id: z.union([z.number(), z.string()]).optional(), card_pan: z.string().nullish() }),
    z.array(z.unknown()),
  ]),
  errors: z.union([errorsSchema, z.array(z.unknown())]).optional(),
});

/** -50: the amount differs from the request's; -51: the payment failed or was cancelled (Zarinpal's error list). */
const AMOUNT_MISMATCH = -50;

function codeOf(answer: { data: unknown; errors?: unknown }): number | undefined {
  if (answer.data && !Array.isArray(answer.data)) return (answer.data as { code: number }).code;
  if (answer.errors && !Array.isArray(answer.errors)) return (answer.errors as { code: number }).code;
  return undefined;
}

/** Zarinpal REST v4: payment/request.json → StartPay/{authority} → callback (Authority, Status) → payment/verify.json. */
export function zarinpalGateway(config: ZarinpalConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const post = async (path: string, body: Record<string, unknown>) => {
    if (!config.merchantId) throw new UpstreamError(paymentMessages.gatewayUnavailable);
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ merchant_id: config.merchantId, ...body }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as unknown };
  };

  return {
    id: 'zarinpal',
    async request(_tx, input) {
      const res = await post('/pg/v4/payment/request.json', {
        amount: input.amountRial,
        currency: 'IRR',
        callback_url: input.callbackUrl,
        description: input.description,
        metadata: { ...(input.mobile ? { mobile: input.mobile } : {}), ...(input.orderId ? { order_id: input.orderId } : {}) },
      });
      const parsed = requestAnswer.safeParse(res.json);
      const data = parsed.success && !Array.isArray(parsed.data.data) ? parsed.data.data : undefined;
      if (!data || data.code !== 100 || !data.authority) {
        logger().warn({ gateway: 'zarinpal', status: res.status, answer: parsed.success ? codeOf(parsed.data) : 'unreadable' }, 'the gateway refused the payment request');
        throw new UpstreamError(paymentMessages.gatewayUnavailable);
      }
      return { authority: data.authority, redirectUrl: `${base}/pg/StartPay/${encodeURIComponent(data.authority)}` };
    },
    async verify(_tx, { authority, amountRial }): Promise<GatewayVerdict> {
      let res: Awaited<ReturnType<typeof post>>;
      try {
        res = await post('/pg/v4/payment/verify.json', { amount: amountRial, authority });
      } catch (err) {
        return { paid: false, reason: 'gateway_error', detail: err instanceof Error ? err.message : String(err) };
      }
      const parsed = verifyAnswer.safeParse(res.json);
      if (!parsed.success) return { paid: false, reason: 'gateway_error', detail: `HTTP ${res.status}, unreadable answer` };
      const code = codeOf(parsed.data);
      const data = Array.isArray(parsed.data.data) ? undefined : parsed.data.data;
      if (data && (code === 100 || code === 101)) {
        return { paid: true, refId: String(data.ref_id ?? ''), cardPan: data.card_pan ?? null, alreadyVerified: code === 101 };
      }
      if (code === AMOUNT_MISMATCH) return { paid: false, reason: 'amount_mismatch', detail: `zarinpal code ${code}` };
      return { paid: false, reason: 'not_paid', detail: `zarinpal code ${code ?? 'none'}, HTTP ${res.status}` };
    },
  };
}
