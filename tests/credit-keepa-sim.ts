import { randomBytes, randomInt } from 'node:crypto';
import { now } from '@/lib/server/clock';
import { startSimServer, type SimAnswer } from './credit-sim-http';

type Order = { amount: number; mobile: string; callbackUrl: string; state: 'new' | 'approved' | 'declined' | 'cancelled'; reference: string | null; verified: boolean; approvedAt: number; delivered: boolean; reversed: boolean };

export const KEEPA_SIM_KEY = 'keepa-test-key';

/**
 * A local Keepa over real HTTP, as lib/server/providers/payment/keepa.ts documents it (orders, verify, deliver,
 * reverse; 4xx with { error: { code } }). `decide` stands for the person on Keepa's page; the reversal window
 * counts on the shop's injectable clock.
 */
export async function startKeepaSimulator(options: { reversalDays: number }) {
  const orders = new Map<string, Order>();
  const fail = (status: number, code: string): SimAnswer => ({ status, body: { error: { code, message: code } } });

  const sim = await startSimServer((req) => {
    if (req.headers.authorization !== `Bearer ${KEEPA_SIM_KEY}`) return fail(401, 'unauthorized');
    if (req.path === '/v1/credit/orders') {
      const { amount, mobile, merchant_order_id: id, callback_url: callbackUrl, items } = req.body;
      if (!Number.isInteger(amount) || typeof mobile !== 'string' || typeof id !== 'string' || typeof callbackUrl !== 'string' || !Array.isArray(items)) return fail(400, 'invalid_request');
      const token = `K${randomBytes(10).toString('hex')}`;
      orders.set(token, { amount: amount as number, mobile, callbackUrl, state: 'new', reference: null, verified: false, approvedAt: 0, delivered: false, reversed: false });
      return { status: 201, body: { order_token: token, payment_url: `${sim.url}/pay/${token}` } };
    }
    const match = /^\/v1\/credit\/orders\/([^/]+)\/(verify|deliver|reverse)$/.exec(req.path);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (!match || !order) return fail(404, 'not_found');
    if (match[2] === 'verify') {
      if (order.state !== 'approved') return fail(422, 'not_approved');
      if (order.amount !== req.body.amount) return fail(409, 'amount_mismatch');
      const before = order.verified;
      order.verified = true;
      return { status: 200, body: { status: 'verified', reference: order.reference, amount: order.amount, verified_before: before } };
    }
    if (order.state !== 'approved' || order.reversed) return fail(409, 'not_active');
    if (match[2] === 'deliver') {
      order.delivered = true;
      return { status: 200, body: { status: 'delivered' } };
    }
    if (now().getTime() - order.approvedAt > options.reversalDays * 86_400_000) return fail(409, 'reversal_window_closed');
    if (order.amount !== req.body.amount) return fail(409, 'amount_mismatch');
    order.reversed = true;
    return { status: 200, body: { status: 'reversed', reference: `R${order.reference}` } };
  });

  const decide = (token: string, outcome: 'approved' | 'declined' | 'cancelled'): URL => {
    const order = orders.get(token)!;
    order.state = outcome;
    order.reference = outcome === 'approved' ? String(randomInt(10_000_000, 99_999_999)) : null;
    order.approvedAt = now().getTime();
    const back = new URL(order.callbackUrl);
    back.searchParams.set('order_token', token);
    back.searchParams.set('status', outcome);
    return back;
  };
  return { ...sim, orders, decide };
}
