import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companySettings } from '@/lib/server/db/schema';
import { setPaymentGateway } from '@/lib/server/providers/payment/gateways';
import { zarinpalGateway } from '@/lib/server/providers/payment/zarinpal';

type Txn = { amount: number; callbackUrl: string; state: 'new' | 'paid' | 'failed'; verified: boolean; refId: number };

const readJson = (req: IncomingMessage) =>
  new Promise<Record<string, unknown>>((resolve) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString()));
    req.on('end', () => resolve(JSON.parse(text || '{}') as Record<string, unknown>));
  });

/**
 * A local Zarinpal REST v4 over real HTTP: request.json hands out authorities, `pay`/`cancel` stand for the person
 * on StartPay, verify.json answers 100 once, then 101, -50 for another amount and -51 for an unpaid one.
 */
export async function startZarinpalSimulator(merchantId: string) {
  const txns = new Map<string, Txn>();
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    calls.push({ path: req.url ?? '', body });
    const answer = (status: number, payload: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    const error = (code: number) => answer(code === -9 ? 422 : 400, { data: [], errors: { code, message: `error ${code}`, validations: [] } });
    if (body.merchant_id !== merchantId) return error(-10);
    if (req.url === '/pg/v4/payment/request.json') {
      if (!Number.isInteger(body.amount) || typeof body.callback_url !== 'string' || !body.description) return error(-9);
      const authority = `A${randomBytes(18).toString('hex').slice(0, 35)}`;
      txns.set(authority, { amount: body.amount as number, callbackUrl: body.callback_url, state: 'new', verified: false, refId: 0 });
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
    calls,
    pay: (authority: string) => decide(authority, true),
    cancel: (authority: string) => decide(authority, false),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a test file: the simulator started before its tests with the zarinpal gateway pointed at it and offered beside
 * the sandbox, and both put back after. Answers a getter, since the simulator exists only once the file starts.
 */
export function zarinpalSimulatorForFile(merchantId: string): () => Awaited<ReturnType<typeof startZarinpalSimulator>> {
  let sim: Awaited<ReturnType<typeof startZarinpalSimulator>> | undefined;
  beforeAll(async () => {
    sim = await startZarinpalSimulator(merchantId);
    setPaymentGateway('zarinpal', zarinpalGateway({ baseUrl: sim.url, merchantId }));
    await getDb().update(companySettings).set({ validGateways: ['sandbox', 'zarinpal'] });
  });
  afterAll(async () => {
    setPaymentGateway('zarinpal');
    await sim?.close();
  });
  return () => sim!;
}
