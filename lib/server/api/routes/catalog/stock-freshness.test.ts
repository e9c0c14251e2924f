import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { makeAddress, place, userJson } from '@/tests/orders';

// Issue 20 item 6: stock and availability answer what the database holds right after every hold and release, even
// though the product and listing reads are cached (lib/server/cache.ts).

async function productStock(productId: number): Promise<number> {
  const res = await callApi(`/public/products/${productId}`);
  return (res.body as { data: { variants: { stock: number }[] } }).data.variants[0]!.stock;
}

async function listedInStock(word: string): Promise<boolean | undefined> {
  const res = await callApi(`/shop/products?search=${encodeURIComponent(word)}`);
  return (res.body as { data: { items: { inStock: boolean }[] } }).data.items[0]?.inStock;
}

async function holdOf(qty: number, variantId: number) {
  const { token } = await loginWithCode();
  await userCall('POST', '/user/addBasket', token, { productPropertyId: variantId, qty });
  const address = await makeAddress(token);
  const placed = await place(token, { addressId: address.id });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  return { token, orderId: placed.placed!.orderId };
}

describe('stock right after a hold and a release', () => {
  it('the product answers the held and the released units at once', async () => {
    const { product, variants } = await makeProduct([{ stock: 5, maxBuy: 5 }]);
    expect(await productStock(product.id)).toBe(5);
    const { token, orderId } = await holdOf(2, variants[0]!.id);
    expect(await productStock(product.id)).toBe(3);
    expect((await userJson('POST', `/user/orders/${orderId}/cancel`, token)).status).toBe(200);
    expect(await productStock(product.id)).toBe(5);
  });

  it('the listing shows a product sold out by a hold, and on sale again after the release', async () => {
    const word = `stockcheck${Date.now()}`;
    const { product, variants } = await makeProduct([{ stock: 1 }]);
    await getDb().update(products).set({ searchText: word, searchTitle: word }).where(eq(products.id, product.id));
    expect(await listedInStock(word)).toBe(true);
    const { token, orderId } = await holdOf(1, variants[0]!.id);
    expect(await listedInStock(word)).toBe(false);
    expect(await productStock(product.id)).toBe(0);
    expect((await userJson('POST', `/user/orders/${orderId}/cancel`, token)).status).toBe(200);
    expect(await listedInStock(word)).toBe(true);
  });

  it('an order that fails to hold leaves the cached answers as they were', async () => {
    const { product, variants } = await makeProduct([{ stock: 2, maxBuy: 2 }]);
    const { token } = await loginWithCode();
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 2 });
    const address = await makeAddress(token);
    expect(await productStock(product.id)).toBe(2);
    // Someone else holds one meanwhile; this order can no longer be filled and holds nothing.
    await holdOf(1, variants[0]!.id);
    expect((await place(token, { addressId: address.id })).status).toBe(409);
    expect(await productStock(product.id)).toBe(1);
  });
});
