import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { basketItems, productVariants } from '@/lib/server/db/schema';
import { loginWithCode } from '@/tests/auth';
import { makeBundle, makeProduct, publicCall, userCall } from '@/tests/basket';
import { makeAddress, place, stockOf, userJson } from '@/tests/orders';
import { callApi } from '@/tests/api';

// Issue 20 item 1: an accompanying item (canDelete false) the shop cannot fill never enters a basket and never blocks one.

const setStock = (variantId: number, stock: number) => getDb().update(productVariants).set({ stock }).where(eq(productVariants.id, variantId));
const add = (token: string, productPropertyId: number, qty = 1) => userCall('POST', '/user/addBasket', token, { productPropertyId, qty });

/** A phone sold with a charger and a case, each with its own stock. */
async function phoneWithBundle(chargerStock: number, caseStock = 10) {
  const phone = await makeProduct([{ price: 20_000_000, stock: 10, maxBuy: 5 }], 'گوشی همراه‌دار');
  const charger = await makeProduct([{ price: 1_000_000, stock: chargerStock }], 'شارژر همراه');
  const kase = await makeProduct([{ price: 500_000, stock: caseStock }], 'قاب همراه');
  await makeBundle(phone.product.id, [
    { variantId: charger.variants[0]!.id, discount: 200_000 },
    { variantId: kase.variants[0]!.id, discount: 100_000 },
  ]);
  return { phone: phone.variants[0]!, phoneProduct: phone.product, charger: charger.variants[0]!, kase: kase.variants[0]! };
}

describe('accompanying items the shop cannot fill', () => {
  it('are never added, to a user basket or a public one, and the add says which were left out', async () => {
    const { token } = await loginWithCode();
    const { phone, charger, kase } = await phoneWithBundle(0);
    const added = await add(token, phone.id);
    expect(added.status).toBe(200);
    expect(added.basket!.data.map((i) => [i.id, i.canDelete])).toEqual([[phone.id, true], [kase.id, false]]);
    expect(added.body).toMatchObject({ message: expect.stringContaining('«شارژر همراه»') });
    expect(added.basket!.extraObject.message).toBeNull();

    const pub = await publicCall('POST', '/public/addPublicBasket', { productPropertyId: phone.id, qty: 1 });
    expect(pub.body).toMatchObject({ message: expect.stringContaining('«شارژر همراه»') });
    const basket = await publicCall('GET', `/public/publicBasket/${(pub.body as { data: string }).data}`);
    expect(basket.basket!.data.map((i) => i.id)).toEqual([phone.id, kase.id]);
    expect(basket.basket!.data.some((i) => i.id === charger.id)).toBe(false);
  });

  it('are not added when there are fewer than the main quantity asks for, and leave when the quantity grows past them', async () => {
    const { token } = await loginWithCode();
    const { phone, charger } = await phoneWithBundle(2);
    expect((await add(token, phone.id, 3)).basket!.data.some((i) => i.id === charger.id)).toBe(false);
    const two = await userCall('PUT', '/user/editBasket', token, { productPropertyId: phone.id, qty: 2 });
    expect(two.basket!.data.find((i) => i.id === charger.id)).toMatchObject({ qty: 2, canDelete: false });
    const three = await userCall('PUT', '/user/editBasket', token, { productPropertyId: phone.id, qty: 3 });
    expect(three.basket!.data.some((i) => i.id === charger.id)).toBe(false);
    expect(await getDb().select().from(basketItems).where(eq(basketItems.variantId, charger.id))).toEqual([]);
  });

  it('sold out after being added, leave the answer with a message instead of blocking it, and go at the next change', async () => {
    const { token } = await loginWithCode();
    const { phone, charger, kase } = await phoneWithBundle(5);
    const before = await add(token, phone.id);
    expect(before.basket!.data.map((i) => i.id)).toEqual([phone.id, charger.id, kase.id]);
    await setStock(charger.id, 0);

    const after = await userCall('GET', '/user/basket', token);
    expect(after.basket!.data.map((i) => i.id)).toEqual([phone.id, kase.id]);
    expect(after.basket!.data.every((i) => i.info.message === null)).toBe(true);
    expect(after.basket!.extraObject.message).toBe('«شارژر همراه» که همراه کالای دیگری در سبد شما بود ناموجود شد و از سبد خرید حذف شد');
    // 20,000,000 + 400,000 (the case less its bundle discount); the charger's 800,000 is no longer charged.
    expect(after.basket!.extraObject.totallPriceAfterDiscount).toBe(20_400_000);

    const changed = await userCall('PUT', '/user/editBasket', token, { productPropertyId: phone.id, qty: 1 });
    expect(changed.basket!.extraObject.message).toBeNull();
    expect(await getDb().select().from(basketItems).where(eq(basketItems.variantId, charger.id))).toEqual([]);
  });

  it('leave a basket that can still be checked out, without them', async () => {
    const { token } = await loginWithCode();
    const { phone, charger, kase } = await phoneWithBundle(5);
    await add(token, phone.id);
    const address = await makeAddress(token);
    await setStock(charger.id, 0);

    const quote = await userJson('GET', `/user/checkout?addressId=${address.id}`, token);
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    const placed = await place(token, { addressId: address.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const order = await userJson('GET', `/user/orders/${placed.placed!.orderId}`, token);
    const lines = (order.body as { data: { lines: { variantId: number; qty: number }[] } }).data.lines;
    expect(lines.map((l) => l.variantId).sort()).toEqual([phone.id, kase.id].sort());
    expect(await stockOf(charger.id)).toBe(0);
    expect(await stockOf(kase.id)).toBe(9);
  });

  it('are shown as sold out among the product page’s accompanying offers', async () => {
    const { phoneProduct, charger, kase } = await phoneWithBundle(0);
    const res = await callApi(`/public/products/${phoneProduct.id}`);
    const items = (res.body as { data: { bundles: { items: { variantId: number; available: boolean }[] }[] } }).data.bundles[0]!.items;
    expect(items).toEqual([expect.objectContaining({ variantId: charger.id, available: false }), expect.objectContaining({ variantId: kase.id, available: true })]);
  });
});
