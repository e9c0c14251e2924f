import 'server-only';
import { z } from 'zod';
import { UpstreamError } from '../../errors';
import { paymentMessages } from '@/lib/contracts/payment';
import type { AfterSaleInput, AfterSaleResult, GatewayVerdict, PaymentGateway } from './payment-gateway';
import { errorText, postJson, type HttpAnswer } from './provider-http';
import { logger } from '../../log/logger';

/** accessToken: the panel's API token; without it the adapter has no refund and refunds go to the wallet. */
export type ZarinpalConfig = {
  baseUrl: string;
  merchantId: string | undefined;
  accessToken?: string | undefined;
  graphqlUrl?: string;
  timeoutMs?: number;
};

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

/**
 * Refunds are not in the REST gateway but in Zarinpal's GraphQL API (docs: zarinpal.com/docs/apiDocs/query/refund and
 * zarinpal.com/docs/apiDocs/query/terminal; the official SDK github.com/ZarinPal/zarinpal-php-sdk, its RefundService
 * and TransactionListRequest). Each call POSTs { query, variables } with `Authorization: Bearer <access token>`:
 * - `Terminals { id key }`: key is a terminal's merchant id, so ours gives the terminal_id;
 * - `Session(terminal_id, reference_id) { id amount }`: the transaction (session) id, found by the ref_id verify
 *   answered, since verify does not answer the session id itself;
 * - `AddRefund(session_id, amount, description, method, reason) { id amount }`: amount in rial, at least 20,000, part
 *   or all of what is left; method CARD gives it back to the card at once (PAYA waits for the next bank cycle).
 * A failure is `errors: [{ message }]`. Any error, a timeout or an unreadable answer is a refusal (the caller pays the
 * wallet instead), never a thrown error.
 */
export const ZARINPAL_GRAPHQL_URL = 'https://next.zarinpal.com/api/v4/graphql/';
const MIN_REFUND_RIAL = 20_000;

const graphqlEnvelope = z.object({ data: z.unknown().optional(), errors: z.array(z.object({ message: z.string().optional() }).loose()).nullish() });
const graphqlId = z.union([z.string(), z.number()]).transform(String);
const terminalsData = z.object({ Terminals: z.array(z.object({ id: graphqlId, key: z.string().nullish() }).loose()) });
const sessionsData = z.object({ Session: z.array(z.object({ id: graphqlId, amount: z.number().nullish() }).loose()).nullable() });
const refundData = z.object({ resource: z.object({ id: graphqlId }).loose() });

const TERMINALS = 'query Terminals { Terminals { id key } }';
const SESSIONS = 'query Sessions($terminal_id: ID!, $reference_id: String) { Session(terminal_id: $terminal_id, reference_id: $reference_id) { id amount } }';
const ADD_REFUND =
  'mutation AddRefund($session_id: ID!, $amount: BigInteger!, $description: String, $method: InstantPayoutActionTypeEnum, $reason: RefundReasonEnum) ' +
  '{ resource: AddRefund(session_id: $session_id, amount: $amount, description: $description, method: $method, reason: $reason) { id amount } }';

type Graphql<T> = { ok: true; data: T } | { ok: false; detail: string };

function zarinpalRefund(config: ZarinpalConfig & { accessToken: string }) {
  const url = config.graphqlUrl ?? ZARINPAL_GRAPHQL_URL;
  async function graphql<T>(query: string, variables: Record<string, unknown>, shape: z.ZodType<T>): Promise<Graphql<T>> {
    let res: HttpAnswer;
    try {
      res = await postJson(url, { query, variables }, { Authorization: `Bearer ${config.accessToken}` }, config.timeoutMs);
    } catch (err) {
      return { ok: false, detail: errorText(err) };
    }
    const envelope = graphqlEnvelope.safeParse(res.json);
    if (!envelope.success) return { ok: false, detail: `HTTP ${res.status}, unreadable answer` };
    if (envelope.data.errors?.length) return { ok: false, detail: `zarinpal: ${envelope.data.errors.map((e) => e.message ?? 'error').join('; ')}` };
    const data = shape.safeParse(envelope.data.data);
    if (res.status !== 200 || !data.success) return { ok: false, detail: `HTTP ${res.status}, unreadable answer` };
    return { ok: true, data: data.data };
  }

  return async (_tx: unknown, { refId, amountRial, orderId, refundRial = amountRial }: AfterSaleInput): Promise<AfterSaleResult> => {
    // Zarinpal refuses less; asking would only cost a round trip.
    if (refundRial < MIN_REFUND_RIAL) return { ok: false, detail: `below Zarinpal's smallest refund of ${MIN_REFUND_RIAL} rial` };
    if (!config.merchantId || !refId) return { ok: false, detail: 'no merchant id or no ref_id to find the transaction by' };
    const terminals = await graphql(TERMINALS, {}, terminalsData);
    if (!terminals.ok) return terminals;
    const terminal = terminals.data.Terminals.find((t) => t.key?.toLowerCase() === config.merchantId!.toLowerCase());
    if (!terminal) return { ok: false, detail: 'the access token sees no terminal with this merchant id' };
    const sessions = await graphql(SESSIONS, { terminal_id: terminal.id, reference_id: refId }, sessionsData);
    if (!sessions.ok) return sessions;
    // Found by its ref_id, and of the payment's amount, so a refund never lands on another transaction.
    const session = sessions.data.Session?.find((row) => row.amount === amountRial);
    if (!session) return { ok: false, detail: `no transaction of ${amountRial} rial with ref_id ${refId}` };
    const refund = await graphql(
      ADD_REFUND,
      { session_id: session.id, amount: refundRial, description: `بازگشت وجه سفارش ${orderId}`, method: 'CARD', reason: 'CUSTOMER_REQUEST' },
      refundData,
    );
    return refund.ok ? { ok: true, reference: refund.data.resource.id } : refund;
  };
}

/** Zarinpal REST v4: payment/request.json → StartPay/{authority} → callback (Authority, Status) → payment/verify.json. */
export function zarinpalGateway(config: ZarinpalConfig): PaymentGateway {
  const base = config.baseUrl.replace(/\/+$/, '');
  const post = async (path: string, body: Record<string, unknown>) => {
    if (!config.merchantId) throw new UpstreamError(paymentMessages.gatewayUnavailable);
    return postJson(`${base}${path}`, { merchant_id: config.merchantId, ...body }, {}, config.timeoutMs);
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
    ...(config.accessToken ? { refund: zarinpalRefund({ ...config, accessToken: config.accessToken }) } : {}),
  };
}
