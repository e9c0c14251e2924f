import 'server-only';
import { z } from 'zod';
import { paymentMessages } from '@/lib/contracts/payment';
import { now } from '../../clock';
import { UpstreamError } from '../../errors';
import type { AfterSaleResult, CallbackFields, GatewayVerdict, PaymentGateway } from './payment-gateway';
import { errorText, postJson, type HttpAnswer } from './provider-http';
import { logger } from '../../log/logger';

/**
 * Digipay credit purchase (its UPG "BNPL" ticket, type 13), over HTTPS with JSON bodies; amounts in rial.
 *   POST {base}/oauth/token                    Basic client_id:client_secret, form username, password, grant_type=password
 *                                              → 200 { access_token, expires_in }
 *   POST {base}/tickets/business?type=13       Bearer; { amount, cellNumber, providerId, callbackUrl,
 *                                              basketDetailsDto: { basketId, items: [{ productCode, productType, count, brand }] } }
 *                                              → 200 { result: { status: 0 }, ticket, redirectUrl }
 *   browser → redirectUrl → Digipay returns it to callbackUrl with providerId, trackingCode, amount, type and
 *                                              result = SUCCESS | FAILED (credit declined) | CANCEL
 *   POST {base}/purchases/verify/{trackingCode}?type=13  { providerId } → 200 { result: { status: 0 }, trackingCode, providerId, amount }
 *   POST {base}/purchases/deliver?type=13      { deliveryDate, invoiceNumber, trackingCode, products } → 200 { result: { status: 0 } }
 *   POST {base}/refunds?type=13                { providerId, amount, saleTrackingCode } → 200 { result: { status: 0 }, trackingCode }
 * A result.status other than 0 is a refusal (9000 not found, 9007 not successful, 9009 past its time window).
 * providerId is our payment id, so it is also the authority the callback finds the payment by.
 */
export type DigipayConfig = {
  baseUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
  username: string | undefined;
  password: string | undefined;
  timeoutMs?: number;
};

export const DIGIPAY_TICKET_TYPE = 13;
const result = z.object({ status: z.number(), message: z.string().nullish() });
const answer = z.object({ result }).loose();
const ticketAnswer = z.object({ result, ticket: z.string().optional(), redirectUrl: z.string().optional() });
const verifyAnswer = z.object({ result, trackingCode: z.string().optional(), providerId: z.string().optional(), amount: z.number().optional() });
const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number().optional() });

/** Digipay's callback fields in the shop's terms (shared by the sandbox, which answers the same way). */
export function parseDigipayCallback(fields: Record<string, string>): CallbackFields {
  const outcome = fields.result;
  return {
    authority: fields.providerId,
    status: outcome === 'SUCCESS' ? 'OK' : outcome === 'FAILED' ? 'DECLINED' : 'NOK',
    reference: fields.trackingCode,
  };
}

const statusOf = (res: HttpAnswer) => answer.safeParse(res.json).data?.result.status;

export function digipayGateway(config: DigipayConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const { clientId, clientSecret, username, password } = config;
    if (!clientId || !clientSecret || !username || !password) throw new UpstreamError(paymentMessages.gatewayUnavailable);
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`, Accept: 'application/json' },
      body: new URLSearchParams({ username, password, grant_type: 'password' }),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => null));
    if (!res.ok || !parsed.success) throw new UpstreamError(paymentMessages.gatewayUnavailable);
    // A minute early, so a token never expires between reading it and Digipay checking it.
    token = { value: parsed.data.access_token, until: Date.now() + Math.max(0, (parsed.data.expires_in ?? 3600) - 60) * 1000 };
    return token.value;
  }

  const call = async (path: string, body: unknown): Promise<HttpAnswer> => {
    const headers = { Authorization: `Bearer ${await accessToken()}`, Agent: 'WEB', 'Digipay-Version': '2022-02-02' };
    const res = await postJson(`${base}${path}`, body, headers, config.timeoutMs);
    if (res.status === 401) token = undefined;
    return res;
  };

  const afterSale = async (path: string, body: unknown): Promise<AfterSaleResult> => {
    try {
      const res = await call(path, body);
      const parsed = verifyAnswer.safeParse(res.json);
      if (parsed.success && parsed.data.result.status === 0) return { ok: true, reference: parsed.data.trackingCode ?? null };
      return { ok: false, detail: `digipay status ${statusOf(res) ?? 'none'}, HTTP ${res.status}` };
    } catch (err) {
      return { ok: false, detail: errorText(err) };
    }
  };

  return {
    id: 'digipay',
    parseCallback: parseDigipayCallback,
    async request(_tx, input) {
      if (!input.orderId || !input.mobile) throw new UpstreamError(paymentMessages.gatewayUnavailable);
      const res = await call(`/tickets/business?type=${DIGIPAY_TICKET_TYPE}`, {
        amount: input.amountRial,
        cellNumber: input.mobile,
        providerId: input.orderId,
        callbackUrl: input.callbackUrl,
        basketDetailsDto: {
          basketId: input.orderId,
          items: (input.items ?? []).map((i) => ({ productCode: i.code, productType: 1, count: i.qty, brand: i.brand })),
        },
      });
      const parsed = ticketAnswer.safeParse(res.json);
      if (!parsed.success || parsed.data.result.status !== 0 || !parsed.data.redirectUrl) {
        logger().warn({ gateway: 'digipay', status: res.status, answer: statusOf(res) ?? 'unreadable' }, 'the gateway refused the ticket');
        throw new UpstreamError(paymentMessages.gatewayUnavailable);
      }
      return { authority: input.orderId, redirectUrl: parsed.data.redirectUrl };
    },
    async verify(_tx, { authority, amountRial, reference }): Promise<GatewayVerdict> {
      if (!reference) return { paid: false, reason: 'not_paid', detail: 'no tracking code in the callback' };
      let res: HttpAnswer;
      try {
        res = await call(`/purchases/verify/${encodeURIComponent(reference)}?type=${DIGIPAY_TICKET_TYPE}`, { providerId: authority });
      } catch (err) {
        return { paid: false, reason: 'gateway_error', detail: errorText(err) };
      }
      const parsed = verifyAnswer.safeParse(res.json);
      if (!parsed.success) return { paid: false, reason: 'gateway_error', detail: `HTTP ${res.status}, unreadable answer` };
      const data = parsed.data;
      if (data.result.status !== 0) return { paid: false, reason: 'not_paid', detail: `digipay status ${data.result.status}` };
      if (data.providerId !== undefined && data.providerId !== authority) return { paid: false, reason: 'not_paid', detail: `tracking code of providerId ${data.providerId}` };
      if (data.amount !== amountRial) return { paid: false, reason: 'amount_mismatch', detail: `digipay ${data.amount}, asked ${amountRial}` };
      return { paid: true, refId: data.trackingCode ?? reference, cardPan: null, alreadyVerified: false };
    },
    credit: {
      deliver: (_tx, p) =>
        afterSale(`/purchases/deliver?type=${DIGIPAY_TICKET_TYPE}`, {
          deliveryDate: now().getTime(),
          invoiceNumber: p.orderId,
          trackingCode: p.refId,
          products: p.items.map((i) => i.title),
        }),
      reverse: (_tx, p) => afterSale(`/refunds?type=${DIGIPAY_TICKET_TYPE}`, { providerId: p.authority, amount: p.amountRial, saleTrackingCode: p.refId }),
    },
  };
}
