import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companySettings } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { zarinpalGateway } from '@/lib/server/providers/payment/zarinpal';

type Txn = { amount: number; callbackUrl: string; state: 'new' | 'paid' | 'failed'; verified: boolean; refId: number; session: string; refunded: number };

/** The panel's API token the simulator's GraphQL accepts, and our terminal's id there. */
export const ZARINPAL_TEST_TOKEN = 'zp-test-access-token';
export const ZARINPAL_TEST_TERMINAL = '1915487';
/** How the GraphQL endpoint behaves: answers, never answers, or answers an HTML error page. */
export type GraphqlMode = 'ok' | 'hang' | 'garbage';

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, unknown>));
  });

/**
 * A local Zarinpal REST v4 over real HTTP: request.json hands out authorities, `pay`/`cancel` stand for the person
 * on StartPay, verify.json answers 100 once, then 101, -50 for another amount and -51 for an unpaid one. Its GraphQL
 * (/api/v4/graphql/, bearer ZARINPAL_TEST_TOKEN) answers Terminals, Session by reference_id and AddRefund, which
 * refuses a transaction not verified, under 20,000 rial, or more than is left of it, as Zarinpal's errors.
 */
export async function startZarinpalSimulator(merchantId: string) {
  const txns = new Map<string, Txn>();
  const calls: { path: string; body: Record<string, unknown>; authorization?: string }[] = [];
  const graphql: { mode: GraphqlMode } = { mode: 'ok' };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    calls.push({ path: req.url ?? '', body, authorization: req.headers.authorization });
    const answer = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.url === '/api/v4/graphql/') {
      if (graphql.mode === 'hang') return;
      if (graphql.mode === 'garbage') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<html>502 Bad Gateway</html>');
      }
      if (req.headers.authorization !== `Bearer ${ZARINPAL_TEST_TOKEN}`) return answer(401, { errors: [{ message: 'Unauthenticated.' }], data: null });
      return answer(200, answerGraphql(String(body.query ?? ''), (body.variables ?? {}) as Record<string, unknown>));
    }
    const error = (code: number) => answer(code === -9 ? 422 : 400, { data: [], errors: { code, message: `error ${code}`, validations: [] } });
    if (body.merchant_id !== merchantId) return error(-10);
    if (req.url === '/pg/v4/payment/request.json') {
      if (!Number.isInteger(body.amount) || typeof body.callback_url !== 'string' || !body.description) return error(-9);
      const authority = `A${randomBytes(18).toString('hex').slice(0, 35)}`;
      const session = String(385_000_000 + txns.size);
      txns.set(authority, { amount: body.amount as number, callbackUrl: body.callback_url, state: 'new', verified: false, refId: 0, session, refunded: 0 });
      return answer(200, { data: { code: 100, message: 'Success', authority, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    if (req.url === '/pg/v4/payment/verify.json') {
      const txn = txns.get(String(body.authority));
      if (!txn) return error(-54);
      if (txn.amount !== body.amount) return error(-50);
      if (txn.state !== 'paid') return error(-51);
      const code = txn.verified ? 101 : 100;
      txn.verified = true;
      return answer(200, { data: { code, message: code === 100 ? 'Paid' : 'Verified', card_hash: 'x', card_pan: '502229******5995', ref_id: txn.refId, fee_type: 'Merchant', fee: 0 }, errors: [] });
    }
    return error(-9);
  });

  const refused = (message: string) => ({ data: { resource: null }, errors: [{ message, extensions: { category: 'graphql' } }] });
  function answerGraphql(query: string, vars: Record<string, unknown>): unknown {
    if (query.includes('AddRefund')) {
      const txn = [...txns.values()].find((t) => t.session === String(vars.session_id));
      const amount = Number(vars.amount);
      if (!txn || !txn.verified) return refused('Session not found.');
      if (vars.method !== 'CARD' && vars.method !== 'PAYA') return refused('The method field is invalid.');
      if (!Number.isInteger(amount) || amount < 20_000) return refused('The amount must be at least 20000.');
      if (txn.refunded + amount > txn.amount) return refused('The refund amount is more than the refundable amount of the session.');
      txn.refunded += amount;
      return {
        data: {
          resource: {
            id: txn.session,
            terminal_id: ZARINPAL_TEST_TERMINAL,
            amount: txn.amount,
            timeline: { refund_amount: amount, refund_time: new Date().toISOString(), refund_status: 'PENDING' },
          },
        },
      };
    }
    if (query.includes('Session(')) {
      if (String(vars.terminal_id) !== ZARINPAL_TEST_TERMINAL) return { data: { Session: [] } };
      const rows = [...txns.values()].filter((t) => t.state === 'paid' && String(t.refId) === String(vars.reference_id));
      return { data: { Session: rows.map((t) => ({ id: t.session, amount: t.amount, status: t.refunded > 0 ? 'REFUNDED' : 'VERIFIED' })) } };
    }
    if (query.includes('Terminals')) {
      return {
        data: {
          Terminals: [
            { id: '1000001', key: 'ffffffff-ffff-ffff-ffff-ffffffffffff', domain: 'other.example' },
            { id: Number(ZARINPAL_TEST_TERMINAL), key: merchantId.toUpperCase(), domain: 'vitrin.example' },
          ],
        },
      };
    }
    return { errors: [{ message: 'Cannot query this field.' }] };
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The person finishes on StartPay; answers the callback URL Zarinpal would send the browser to. */
  const decide = (authority: string, paid: boolean): URL => {
    const txn = txns.get(authority)!;
    txn.state = paid ? 'paid' : 'failed';
    txn.refId = 201_000_000 + txns.size;
    const back = new URL(txn.callbackUrl);
    back.searchParams.set('Authority', authority);
    back.searchParams.set('Status', paid ? 'OK' : 'NOK');
    return back;
  };
  return {
    url,
    graphqlUrl: `${url}/api/v4/graphql/`,
    calls,
    graphql,
    pay: (authority: string) => decide(authority, true),
    cancel: (authority: string) => decide(authority, false),
    /** Rial Zarinpal has given back to the card of the payment with this authority. */
    refundedOf: (authority: string) => txns.get(authority)?.refunded ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        // A request left hanging on purpose must not hold the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a test file: the simulator started before its tests with the zarinpal gateway pointed at it and offered beside
 * the sandbox, and both put back after. Answers a getter, since the simulator exists only once the file starts.
 * `refunds`: the gateway has the panel's access token, so it gives refunds through the simulator's GraphQL.
 */
export function zarinpalSimulatorForFile(merchantId: string, { refunds = false } = {}): () => Awaited<ReturnType<typeof startZarinpalSimulator>> {
  let sim: Awaited<ReturnType<typeof startZarinpalSimulator>> | undefined;
  beforeAll(async () => {
    sim = await startZarinpalSimulator(merchantId);
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: sim.url, merchantId, ...(refunds ? { accessToken: ZARINPAL_TEST_TOKEN, graphqlUrl: sim.graphqlUrl } : {}) }));
    await getDb().update(companySettings).set({ validGateways: ['sandbox', 'zarinpal'] });
  });
  afterAll(async () => {
    setPaymentGateway('zarinpal');
    await sim?.close();
  });
  return () => sim!;
}
