import { afterEach, describe, expect, it } from 'vitest';
import { adminOrderListSchema } from '@/lib/contracts/admin/orders';
import { checkoutSchema, orderListSchema, placedOrderSchema } from '@/lib/contracts/orders';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { companySettings } from '@/lib/server/db/schema';
import { invalidateTag } from '@/lib/server/cache';
import { CONTENT_TAG, getCompany } from '@/lib/server/services/content/company';
import { releaseExpiredOrders } from '@/lib/server/services/orders/expire-orders';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { branchCity, buyerWithBasket, dataOf, giveWallet, makeAddress, orderOf, place, stockOf, userJson } from '@/tests/orders';
import { grantRoles } from '@/tests/staff';

/** An operator: a user holding the orders role. */
async function operatorToken() {
  const login = await loginWithCode();
  await grantRoles(login.user.id, 'orders');
  return login.token;
}

afterEach(() => setClock());

async function basketQty(token: string) {
  return (await userCall('GET', '/user/basket', token)).basket!.extraObject.qty;
}

describe('checkout quote', () => {
  it('prices the basket on the server and offers courier only where a branch is', async () => {
    const buyer = await buyerWithBasket(undefined, 2);
    const res = await userJson('GET', `/user/checkout?addressId=${buyer.address.id}`, buyer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const quote = dataOf(checkoutSchema, res.body);
    expect(quote).toMatchObject({ itemsPrice: 20_000_000, discount: 2_000_000, itemsPayable: 18_000_000, walletBalance: 0, gateways: ['sandbox', 'digipay', 'keepa'] });
    expect(quote.shipping.map((s) => [s.method, s.available, s.price])).toEqual([
      ['courier', true, 80_000],
      ['post', true, 120_000],
      ['pickup', true, 0],
    ]);
    expect(quote.shipping[1]!.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('an empty basket cannot check out', async () => {
    const { token } = await loginWithCode();
    const res = await userJson('GET', '/user/checkout', token);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'سبد خرید شما خالی است' });
  });
});

describe('placing orders', () => {
  it('by gateway: one awaiting order holding its units, the basket kept until payment; page prices are ignored', async () => {
    const buyer = await buyerWithBasket(undefined, 2);
    const res = await userJson('POST', '/user/orders', buyer.token, { shippingMethod: 'post', paymentMethod: 'gateway', addressId: buyer.address.id, payable: 1, price: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { orderId, status, needsPayment } = dataOf(placedOrderSchema, res.body);
    expect([status, needsPayment]).toEqual(['awaiting_payment', true]);
    const { order } = await orderOf(buyer.token, orderId);
    expect(order).toMatchObject({ status: 'awaiting_payment', payable: 18_120_000, gatewayAmount: 18_120_000, walletAmount: 0, shippingPrice: 120_000, canPay: true, canCancel: true });
    expect(order!.shippingAddress).toMatchObject({ postalCode: '1234567890', receiverName: 'مریم رضایی' });
    expect(order!.lines).toEqual([expect.objectContaining({ variantId: buyer.variant.id, qty: 2, unitPrice: 10_000_000, unitPayable: 9_000_000 })]);
    expect(order!.events.map((e) => e.status)).toEqual(['awaiting_payment']);
    expect(await stockOf(buyer.variant.id)).toBe(3);
    expect(await basketQty(buyer.token)).toBe(2);
  });

  it('from the wallet: paid at once, the wallet debited and the basket emptied', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 10_000_000);
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet', addressId: buyer.address.id });
    expect(placed).toMatchObject({ status: 'paid', needsPayment: false });
    expect(await walletBalance(buyer.user.id)).toBe(10_000_000 - 9_120_000);
    expect(await basketQty(buyer.token)).toBe(0);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'paid', walletAmount: 9_120_000, gatewayAmount: 0, canPay: false, canCancel: false });
    expect(order!.paidAt).not.toBeNull();
  });

  it('refuses the wallet alone when it is short, and splits wallet then gateway', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 1_000_000);
    const short = await place(buyer.token, { paymentMethod: 'wallet', addressId: buyer.address.id });
    expect(short.status).toBe(409);
    expect(short.body).toMatchObject({ message: 'موجودی کیف پول برای پرداخت کامل کافی نیست' });
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet_gateway', addressId: buyer.address.id });
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'awaiting_payment', walletAmount: 1_000_000, gatewayAmount: 8_120_000 });
    expect(await walletBalance(buyer.user.id)).toBe(0);
  });

  it('pickup needs an active branch and costs nothing; courier is refused where no branch is', async () => {
    const buyer = await buyerWithBasket();
    const { branchId } = await branchCity();
    expect((await place(buyer.token, { shippingMethod: 'pickup' })).status).toBe(400);
    expect((await place(buyer.token, { shippingMethod: 'pickup', branchId: 999_999 })).status).toBe(404);
    const { placed } = await place(buyer.token, { shippingMethod: 'pickup', branchId });
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ shippingMethod: 'pickup', shippingPrice: 0, shippingAddress: null, branch: expect.objectContaining({ id: branchId }) });
  });

  it('a new order replaces the unpaid one: its units and wallet share come back', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 500_000);
    const first = await place(buyer.token, { paymentMethod: 'wallet_gateway', addressId: buyer.address.id });
    const second = await place(buyer.token, { paymentMethod: 'gateway', addressId: buyer.address.id });
    expect((await orderOf(buyer.token, first.placed!.orderId)).order!.status).toBe('cancelled');
    expect((await orderOf(buyer.token, second.placed!.orderId)).order!.status).toBe('awaiting_payment');
    expect(await stockOf(buyer.variant.id)).toBe(4);
    expect(await walletBalance(buyer.user.id)).toBe(500_000);
  });

  it('refuses an empty basket, a sold-out line, and any order in catalog mode', async () => {
    const { token } = await loginWithCode();
    const address = await makeAddress(token);
    expect((await place(token, { addressId: address.id })).status).toBe(409);

    const buyer = await buyerWithBasket([{ stock: 2 }], 2);
    const rival = await buyerWithBasket([{ stock: 1 }]);
    await userCall('POST', '/user/addBasket', rival.token, { productPropertyId: buyer.variant.id, qty: 2 });
    await place(buyer.token, { addressId: buyer.address.id });
    const sold = await place(rival.token, { addressId: rival.address.id });
    expect(sold.status).toBe(409);
    expect(sold.body).toMatchObject({ message: 'سبد خرید شما تغییر کرده است؛ لطفا سبد را بازبینی کنید' });

    // The cached settings still say catalog mode is off (as on an instance that has not heard of the switch yet):
    // placing an order reads the switch from the database itself.
    expect((await getCompany()).catalogMode).toBe(false);
    await getDb().update(companySettings).set({ catalogMode: true });
    try {
      const res = await place(rival.token, { addressId: rival.address.id });
      expect(res.status).toBe(403);
    } finally {
      await getDb().update(companySettings).set({ catalogMode: false });
      invalidateTag(CONTENT_TAG);
    }
  });
});

describe('reservations, cancelling and operators', () => {
  it('an unpaid order past its time gives back its units and wallet share (clock moved, no sleeping)', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 300_000);
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet_gateway', addressId: buyer.address.id });
    expect(await stockOf(buyer.variant.id)).toBe(4);
    const start = Date.now();
    setClock(() => new Date(start + 14 * 60_000));
    expect(await releaseExpiredOrders()).toBe(0);
    setClock(() => new Date(start + 16 * 60_000));
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order).toMatchObject({ status: 'cancelled', canPay: false });
    expect(order!.events.at(-1)).toMatchObject({ status: 'cancelled', actor: 'system', note: 'مهلت پرداخت به پایان رسید' });
    expect(await stockOf(buyer.variant.id)).toBe(5);
    expect(await walletBalance(buyer.user.id)).toBe(300_000);
    expect(await basketQty(buyer.token)).toBe(1);
  });

  it('the buyer cancels while unpaid, not after', async () => {
    const buyer = await buyerWithBasket();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    const res = await userJson('POST', `/user/orders/${placed!.orderId}/cancel`, buyer.token);
    expect(res.status).toBe(200);
    expect(await stockOf(buyer.variant.id)).toBe(5);
    const again = await userJson('POST', `/user/orders/${placed!.orderId}/cancel`, buyer.token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: 'این سفارش دیگر قابل لغو نیست' });
  });

  it('another user’s order is not found, to read or to cancel', async () => {
    const buyer = await buyerWithBasket();
    const other = await loginWithCode();
    const { placed } = await place(buyer.token, { addressId: buyer.address.id });
    expect((await orderOf(other.token, placed!.orderId)).status).toBe(404);
    expect((await userJson('POST', `/user/orders/${placed!.orderId}/cancel`, other.token)).status).toBe(404);
    expect(dataOf(orderListSchema, (await userJson('GET', '/user/orders', other.token)).body).total).toBe(0);
  });

  it('operators move a paid order on, refunds go to the wallet, and wrong moves are refused', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 9_120_000);
    const { placed } = await place(buyer.token, { paymentMethod: 'wallet', addressId: buyer.address.id });
    const admin = await operatorToken();
    const move = (status: string, token = admin) => userJson('POST', `/admin/orders/${placed!.orderId}/status`, token, { status });
    expect((await move('processing', buyer.token)).status).toBe(403);
    expect((await move('delivered')).status).toBe(409);
    expect((await move('processing')).status).toBe(200);
    const refunded = await move('refunded');
    expect(refunded.status).toBe(200);
    expect(await walletBalance(buyer.user.id)).toBe(9_120_000);
    expect(await stockOf(buyer.variant.id)).toBe(5);
    const { order } = await orderOf(buyer.token, placed!.orderId);
    expect(order!.events.map((e) => e.status)).toEqual(['awaiting_payment', 'paid', 'processing', 'refunded']);
    const listed = await userJson('GET', '/admin/orders?state=refunded', admin);
    expect(dataOf(adminOrderListSchema, listed.body).items.map((o) => o.id)).toContain(placed!.orderId);
    expect((await userJson('GET', '/admin/orders', buyer.token)).status).toBe(403);
  });

  it('lists orders newest first with a state filter', async () => {
    const buyer = await buyerWithBasket();
    await giveWallet(buyer.user.id, 50_000_000);
    const a = await place(buyer.token, { paymentMethod: 'wallet', addressId: buyer.address.id });
    await userCall('POST', '/user/addBasket', buyer.token, { productPropertyId: buyer.variant.id, qty: 1 });
    const b = await place(buyer.token, { paymentMethod: 'gateway', addressId: buyer.address.id });
    const all = dataOf(orderListSchema, (await userJson('GET', '/user/orders', buyer.token)).body);
    expect(all.items.map((o) => o.id)).toEqual([b.placed!.orderId, a.placed!.orderId]);
    const paid = dataOf(orderListSchema, (await userJson('GET', '/user/orders?status=paid', buyer.token)).body);
    expect(paid.items.map((o) => o.id)).toEqual([a.placed!.orderId]);
    expect((await userJson('GET', '/user/orders?status=lost', buyer.token)).status).toBe(400);
  });
});

describe('the last units', () => {
  it('20 buyers race for 3 units: exactly 3 orders are paid and stock never goes below zero', async () => {
    const { variants } = await makeProduct([{ price: 1_000_000, stock: 3, maxBuy: 1 }]);
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const login = await loginWithCode();
        await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 });
        await giveWallet(login.user.id, 2_000_000);
        return { ...login, address: await makeAddress(login.token) };
      }),
    );
    const results = await Promise.all(buyers.map((b) => place(b.token, { paymentMethod: 'wallet', addressId: b.address.id })));
    expect(results.filter((r) => r.placed?.status === 'paid')).toHaveLength(3);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(await stockOf(variants[0]!.id)).toBe(0);
    const balances = await Promise.all(buyers.map((b) => walletBalance(b.user.id)));
    expect(balances.filter((x) => x === 2_000_000 - 1_120_000)).toHaveLength(3);
    expect(balances.filter((x) => x === 2_000_000)).toHaveLength(17);
  });
});
