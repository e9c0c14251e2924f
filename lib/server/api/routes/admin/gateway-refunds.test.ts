import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminOrderSchema } from '@/lib/contracts/admin/orders';
import { getDb } from '@/lib/server/db/client';
import { auditLog, paymentEvents, payments, sandboxTransactions, userNotifications } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { buyerWithBasket, dataOf, giveWallet, place, userJson } from '@/tests/orders';
import { decideInSandbox, followCallback, sandboxToken } from '@/tests/payment';
import { loginAsStaff } from '@/tests/staff';

const started = z.object({ paymentId: z.number().int(), redirectUrl: z.string() });

/**
 * A posted order of 9,120,000 toman paid at the sandbox bank, which offers refunds; with `wallet` toman of it paid
 * from the wallet first (wallet_gateway), the bank's share is the rest.
 */
async function bankPaidOrder(wallet = 0) {
  const buyer = await buyerWithBasket();
  if (wallet > 0) await giveWallet(buyer.user.id, wallet);
  const { placed } = await place(buyer.token, { addressId: buyer.address.id, paymentMethod: wallet > 0 ? 'wallet_gateway' : 'gateway' });
  const res = await userJson('POST', `/user/orders/${placed!.orderId}/pay`, buyer.token, { gateway: 'sandbox' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { paymentId, redirectUrl } = dataOf(started, res.body);
  await followCallback(await decideInSandbox(redirectUrl, 'pay'));
  return { buyer, orderId: placed!.orderId, paymentId, bankToken: sandboxToken(redirectUrl) };
}

const fa = (n: number) => n.toString().replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
const paymentRow = async (id: number) => (await getDb().select().from(payments).where(eq(payments.id, id)))[0]!;
const bankRow = async (token: string) => (await getDb().select().from(sandboxTransactions).where(eq(sandboxTransactions.token, token)))[0]!;
const eventsOf = (paymentId: number, kind: string) =>
  getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, kind))).orderBy(paymentEvents.id);
const lastNews = async (userId: number) => (await getDb().select().from(userNotifications).where(eq(userNotifications.userId, userId)).orderBy(desc(userNotifications.id)).limit(1))[0]!.body;
const refundPart = (token: string, orderId: number, body: Record<string, unknown>) => userJson('POST', `/admin/orders/${orderId}/refunds`, token, body);

const refundWhole = async (token: string, orderId: number, body: Record<string, unknown> = {}) => userJson('POST', `/admin/orders/${orderId}/status`, token, { status: 'refunded', ...body });

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
    expect(news!.body).toBe(`۹٬۱۲۰٬۰۰۰ تومان از مبلغ سفارش ${fa(orderId)} به کارتی که با آن پرداخت کردید بازگشت.`);

    // Refunded allows no move: neither a second whole refund nor a partial one reaches the bank or the wallet.
    expect((await refundWhole(clerk.token, orderId)).status).toBe(409);
    expect((await userJson('POST', `/admin/orders/${orderId}/refunds`, clerk.token, { amount: 1000, reason: 'دوباره' })).status).toBe(409);
    expect(await walletBalance(buyer.user.id)).toBe(before);
    expect(await getDb().select().from(paymentEvents).where(and(eq(paymentEvents.paymentId, paymentId), eq(paymentEvents.kind, 'refunded_at_gateway')))).toHaveLength(1);
  });

  it('the operator may send a whole refund to the wallet instead: the bank is not asked', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    const before = await walletBalance(buyer.user.id);
    const res = await refundWhole(clerk.token, orderId, { refundTo: 'wallet' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(before + 9_120_000);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await bankRow(bankToken)).toMatchObject({ status: 'paid', refundedRial: 0 });
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId)))).orderBy(desc(auditLog.id)).limit(1);
    expect(row!.after).toMatchObject({ status: 'refunded', refundTo: 'wallet' });
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

describe('a partial refund through the bank', () => {
  it('goes back to the card by default, part after part up to the payment; then the order has nothing left to refund', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    const before = await walletBalance(buyer.user.id);
    const first = await userJson('GET', `/admin/orders/${orderId}`, clerk.token);
    expect(dataOf(adminOrderSchema, first.body)).toMatchObject({ refundable: 9_120_000, cardRefundable: 9_120_000, refundedToCard: 0 });

    const part = await refundPart(clerk.token, orderId, { amount: 1_000_000, reason: 'قاب برگشت خورد' });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ status: 'paid', refundedAmount: 1_000_000, refundable: 8_120_000, cardRefundable: 8_120_000, refundedToCard: 1_000_000 });
    expect(await walletBalance(buyer.user.id)).toBe(before);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 1_000_000 });
    expect(await bankRow(bankToken)).toMatchObject({ status: 'paid', refundedRial: 10_000_000 });
    expect((await eventsOf(paymentId, 'refunded_at_gateway')).map((e) => e.detail)).toEqual([expect.objectContaining({ amount: 1_000_000 })]);
    expect(await lastNews(buyer.user.id)).toBe(`۱٬۰۰۰٬۰۰۰ تومان از مبلغ سفارش ${fa(orderId)} به کارتی که با آن پرداخت کردید بازگشت. قاب برگشت خورد`);
    const [audit] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(orderId)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.after).toEqual({ refundedAmount: 1_000_000, amount: 1_000_000, reason: 'قاب برگشت خورد', toCard: 1_000_000, toWallet: 0 });

    const rest = await refundPart(clerk.token, orderId, { amount: '۸٬۱۲۰٬۰۰۰', reason: 'مرجوعی کامل', refundTo: 'card' });
    expect(rest.status).toBe(200);
    expect(dataOf(adminOrderSchema, rest.body)).toMatchObject({ refundedAmount: 9_120_000, refundable: 0, cardRefundable: 0, refundedToCard: 9_120_000 });
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'reversed', refundedAmount: 9_120_000 });
    expect(await bankRow(bankToken)).toMatchObject({ status: 'refunded', refundedRial: 91_200_000 });

    // Nothing is left: neither another part nor a whole refund reaches the bank or the wallet.
    expect((await refundPart(clerk.token, orderId, { amount: 1_000, reason: 'دوباره' })).status).toBe(409);
    const whole = await refundWhole(clerk.token, orderId);
    expect(whole.status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(before);
    expect(await eventsOf(paymentId, 'refunded_at_gateway')).toHaveLength(2);
  });

  it('goes to the wallet when the operator chooses it; a whole refund afterwards sends the rest to the card, never more than was paid', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    const before = await walletBalance(buyer.user.id);
    const part = await refundPart(clerk.token, orderId, { amount: 1_000_000, reason: 'اعتبار خرید بعدی', refundTo: 'wallet' });
    expect(part.status).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ refundedAmount: 1_000_000, cardRefundable: 8_120_000, refundedToCard: 0 });
    expect(await walletBalance(buyer.user.id)).toBe(before + 1_000_000);
    expect(await lastNews(buyer.user.id)).toBe(`۱٬۰۰۰٬۰۰۰ تومان از مبلغ سفارش ${fa(orderId)} به کیف پول شما بازگشت. اعتبار خرید بعدی`);
    expect(await eventsOf(paymentId, 'refunded_at_gateway')).toHaveLength(0);

    const whole = await refundWhole(clerk.token, orderId);
    expect(whole.status).toBe(200);
    expect(dataOf(adminOrderSchema, whole.body)).toMatchObject({ status: 'refunded', refundedAmount: 9_120_000, refundedToCard: 8_120_000 });
    expect(await walletBalance(buyer.user.id)).toBe(before + 1_000_000);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 8_120_000 });
    expect(await bankRow(bankToken)).toMatchObject({ refundedRial: 81_200_000 });
    expect(await lastNews(buyer.user.id)).toBe(`۸٬۱۲۰٬۰۰۰ تومان از مبلغ سفارش ${fa(orderId)} به کارتی که با آن پرداخت کردید بازگشت.`);
  });

  it('of an order paid partly from the wallet: the card takes back at most what it paid, the rest goes to the wallet', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId } = await bankPaidOrder(2_000_000);
    const before = await walletBalance(buyer.user.id);
    expect((await paymentRow(paymentId)).amount).toBe(7_120_000);

    const part = await refundPart(clerk.token, orderId, { amount: 8_000_000, reason: 'گوشی برگشت خورد' });
    expect(part.status).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ refundedAmount: 8_000_000, refundable: 1_120_000, cardRefundable: 0, refundedToCard: 7_120_000 });
    expect(await walletBalance(buyer.user.id)).toBe(before + 880_000);
    expect(await lastNews(buyer.user.id)).toBe(`۷٬۱۲۰٬۰۰۰ تومان از مبلغ سفارش ${fa(orderId)} به کارتی که با آن پرداخت کردید بازگشت و ۸۸۰٬۰۰۰ تومان به کیف پول شما. گوشی برگشت خورد`);

    expect((await refundWhole(clerk.token, orderId)).status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(before + 2_000_000);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'reversed', refundedAmount: 7_120_000 });
  });

  it('goes to the wallet when the bank refuses, with the refusal logged', async () => {
    const clerk = await loginAsStaff('orders');
    const { buyer, orderId, paymentId, bankToken } = await bankPaidOrder();
    await getDb().update(sandboxTransactions).set({ status: 'refunded' }).where(eq(sandboxTransactions.token, bankToken));
    const before = await walletBalance(buyer.user.id);
    const part = await refundPart(clerk.token, orderId, { amount: 500_000, reason: 'تخفیف توافقی' });
    expect(part.status).toBe(200);
    expect(dataOf(adminOrderSchema, part.body)).toMatchObject({ refundedAmount: 500_000, refundedToCard: 0 });
    expect(await walletBalance(buyer.user.id)).toBe(before + 500_000);
    expect(await paymentRow(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect((await eventsOf(paymentId, 'gateway_refund_failed')).map((e) => e.detail)).toEqual([expect.objectContaining({ amount: 500_000 })]);
    expect(await lastNews(buyer.user.id)).toContain('به کیف پول شما بازگشت');
  });

  it('an unknown refund target is a Persian 400', async () => {
    const clerk = await loginAsStaff('orders');
    const { orderId } = await bankPaidOrder();
    const res = await refundPart(clerk.token, orderId, { amount: 1_000, reason: 'آزمایش', refundTo: 'bank' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('مقصد بازگشت وجه');
  });
});
