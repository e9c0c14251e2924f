import { randomBytes, randomInt } from 'node:crypto';
import { now } from '@/lib/server/clock';
import { startSimServer, type SimAnswer } from './credit-sim-http';

type Purchase = {
  amount: number;
  cellNumber: string;
  callbackUrl: string;
  state: 'new' | 'approved' | 'declined' | 'cancelled';
  trackingCode: string | null;
  approvedAt: number;
  delivered: boolean;
  reversed: boolean;
};

export const DIGIPAY_SIM_CREDENTIALS = { clientId: 'vitrin-client', clientSecret: 'secret', username: 'vitrin', password: 'pass' };

/**
 * A local Digipay (credit purchase, ticket type 13) over real HTTP, as lib/server/providers/payment/digipay.ts
 * documents it: OAuth password grant, tickets, verify, deliver and refunds, with `result.status` codes. The person's
 * part on Digipay's page is `decide`; its reversal window counts on the shop's injectable clock.
 */
export async function startDigipaySimulator(options: { reversalDays: number }) {
  const purchases = new Map<string, Purchase>();
  const accessToken = `tok-${randomBytes(8).toString('hex')}`;
  const basic = `Basic ${Buffer.from(`${DIGIPAY_SIM_CREDENTIALS.clientId}:${DIGIPAY_SIM_CREDENTIALS.clientSecret}`).toString('base64')}`;
  const status = (code: number, extra: Record<string, unknown> = {}): SimAnswer => ({ status: 200, body: { result: { status: code, title: code === 0 ? 'SUCCESS' : 'FAILED' }, ...extra } });
  const byTracking = (code: unknown) => [...purchases.entries()].find(([, p]) => p.trackingCode !== null && p.trackingCode === code);

  const sim = await startSimServer((req) => {
    if (req.path === '/oauth/token') {
      const ok = req.headers.authorization === basic && req.body.username === DIGIPAY_SIM_CREDENTIALS.username && req.body.password === DIGIPAY_SIM_CREDENTIALS.password && req.body.grant_type === 'password';
      return ok ? { status: 200, body: { access_token: accessToken, token_type: 'bearer', expires_in: 3600 } } : { status: 401, body: { error: 'unauthorized' } };
    }
    if (req.headers.authorization !== `Bearer ${accessToken}`) return { status: 401, body: { error: 'invalid_token' } };
    if (req.query.get('type') !== '13') return status(1054);
    if (req.path === '/tickets/business') {
      const { amount, cellNumber, providerId, callbackUrl } = req.body;
      if (!Number.isInteger(amount) || typeof cellNumber !== 'string' || typeof providerId !== 'string' || typeof callbackUrl !== 'string') return status(1054);
      if (purchases.has(providerId)) return status(9008);
      purchases.set(providerId, { amount: amount as number, cellNumber, callbackUrl, state: 'new', trackingCode: null, approvedAt: 0, delivered: false, reversed: false });
      const ticket = randomBytes(12).toString('hex');
      return status(0, { ticket, redirectUrl: `${sim.url}/purchase/${ticket}` });
    }
    const verify = /^\/purchases\/verify\/(.+)$/.exec(req.path);
    if (verify) {
      const found = byTracking(decodeURIComponent(verify[1]!));
      if (!found || found[0] !== req.body.providerId) return status(9000);
      const [providerId, p] = found;
      if (p.state !== 'approved') return status(9007);
      return status(0, { trackingCode: p.trackingCode, providerId, amount: p.amount, paymentGateway: 'CREDIT' });
    }
    if (req.path === '/purchases/deliver') {
      const found = byTracking(req.body.trackingCode);
      if (!found || found[1].state !== 'approved' || found[1].reversed) return status(9012);
      found[1].delivered = true;
      return status(0, { trackingCode: found[1].trackingCode });
    }
    if (req.path === '/refunds') {
      const p = purchases.get(String(req.body.providerId));
      if (!p || p.trackingCode !== req.body.saleTrackingCode || p.state !== 'approved' || p.reversed) return status(9012);
      if (p.amount !== req.body.amount) return status(1054);
      if (now().getTime() - p.approvedAt > options.reversalDays * 86_400_000) return status(9009);
      p.reversed = true;
      return status(0, { trackingCode: `R${p.trackingCode}` });
    }
    return { status: 404, body: { error: 'not found' } };
  });

  /** The person on Digipay's page; answers the callback URL Digipay returns the browser to (its form fields in the query). */
  const decide = (providerId: string, outcome: 'approve' | 'decline' | 'cancel'): URL => {
    const p = purchases.get(providerId)!;
    p.state = outcome === 'approve' ? 'approved' : outcome === 'decline' ? 'declined' : 'cancelled';
    p.trackingCode = outcome === 'approve' ? String(randomInt(100_000_000, 999_999_999)) : null;
    p.approvedAt = now().getTime();
    const back = new URL(p.callbackUrl);
    const fields: Record<string, string> = { providerId, amount: String(p.amount), type: '13', result: outcome === 'approve' ? 'SUCCESS' : outcome === 'decline' ? 'FAILED' : 'CANCEL' };
    if (p.trackingCode) fields.trackingCode = p.trackingCode;
    for (const [k, v] of Object.entries(fields)) back.searchParams.set(k, v);
    return back;
  };
  return { ...sim, purchases, decide };
}
