import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminOrderSchema } from '@/lib/contracts/admin/orders';
import { getDb } from '@/lib/server/db/client';
import { paymentEvents, payments, sandboxTransactions, userNotifications } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { buyerWithBasket, dataOf, place, userJson } from '@/tests/orders';
import { decideInSandbox, followCallback, sandboxToken } from '@/tests/payment';
import { loginAsStaff } from '@/tests/staff';

const started = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

/** A posted order of 9,120,000 toman paid at the sandbox bank, which offers refunds. */
async function bankPaidOrder() {
  const buyer = await buyerWithBasket();
  const { placed } = await place(buyer.token, { addressId: buyer.address.id });
  const res = await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { paymentId, redirectUrl } = dataOf(started, res.body);
  await followCallback(await decideInSandbox(redirectUrl, 'pay'));
  return { buyer, orderId: placed!.orderId, paymentId, bankToken: sandboxToken(redirectUrl) };
}

const refundWhole = async (token: string, orderId: number) => userJson('POST', `/admin/orders/${orderId}/status`, token, { status: 'refunded' });

describe('a whole refund through the bank', () => {
  it('goes back to the card at a gateway that offers refunds, not to the wallet; a second refund is refused', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    const before = await walletBalance(buyer.user.id);

    const res = await refundWhole(clerk.token, orderId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(dataOf(adminOrderSchema, res.body)).toMatchObject({ status: 'refunded', refundedAmount: 9_120_000, refundable: 0 });
    expect(await walletBalance(buyer.user.id)).toBe(before);
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('reversed');
    const [bank] = await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.token, bankToken));
    expect(bank!.status).toBe('refunded');
    const events = await getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'refunded_at_gateway')));
    expect(events).toHaveLength(1);
    const [news] = await getDb().select().from(userNotifications).where(eq(userNotifications.userId, buyer.user.id)).orderBy(desc(userNotifications.id)).limit(1);
    expect(news!.body).toBe(`۹٬۱۲۰٬۰۰۰ تومان از مبلغ سفارش ${orderId.toString().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)} به کارتی که با آن پرداخت کردید بازگشت.`);

    // Refunded allows no move: neither a second whole refund nor a partial one reaches the bank or the wallet.
    expect((await refundWhole(clerk.token, orderId)).status).toBe(409);
    expect((await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1000, reason: 'دوباره' })).status).toBe(409);
    expect(await walletBalance(buyer.user.id)).toBe(before);
    expect(await getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'refunded_at_gateway')))).toHaveLength(1);
  });

  it('after a partial refund to the wallet the bank payment no longer fits what is left: the rest goes to the wallet, never more than was paid', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId } = await bankPaidOrder();
    const before = await walletBalance(buyer.user.id);
    expect((await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1_000_000, reason: 'قاب برگشتی' })).status).toBe(200);
    const res = await refundWhole(clerk.token, orderId);
    expect(res.status).toBe(200);
    expect(dataOf(adminOrderSchema, res.body).refundedAmount).toBe(9_120_000);
    expect(await walletBalance(buyer.user.id)).toBe(before + 9_120_000);
    const [payment] = await getDb().select().from(payments).where(eq(payments.id, paymentId));
    expect(payment!.status).toBe('paid');
  });

  it('a bank that refuses leaves the refund to the wallet, with the refusal logged', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    // The bank no longer holds the transaction as paid (say, refunded from its own panel): it refuses.
    await getDb().update(sandboxTransactions).set({ status: 'refunded' }).where(eq(sandboxTransactions.token, bankToken));
    const before = await walletBalance(buyer.user.id);
    expect((await refundWhole(clerk.token, orderId)).status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(before + 9_120_000);
    const refused = await getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'gateway_refund_failed')));
    expect(refused).toHaveLength(1);
  });
});
