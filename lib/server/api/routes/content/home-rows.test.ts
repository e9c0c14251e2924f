import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productCardSchema } from '@/lib/contracts/catalog';
import { envelope } from '@/lib/contracts/envelope';
import { invalidateTag } from '@/lib/server/cache';
import { CATALOG_TAG } from '@/lib/server/services/catalog/categories';
import { listNewestProducts } from '@/lib/server/services/catalog/product-cards';
import { listHomeCategories } from '@/lib/server/services/content/home-categories';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { makeAddress, place } from '@/tests/orders';

const cards = envelope(z.array(productCardSchema));

async function row(key: string, headers: Record<string, string> = {}) {
  return callApi(`/public/home-rows/${encodeURIComponent(key)}`, { headers });
}

describe('GET /api/public/home-rows/{row}', () => {
  it('answers the cards the home page would draw for that row, in order', async () => {
    const res = await row('newest');
    expect(res.status).toBe(200);
    const { data } = cards.parse(res.body);
    expect(data.length).toBe(10);
    expect(data.map((c) => c.id)).toEqual((await listNewestProducts(10)).map((c) => c.id));
  });

  it('answers a home category’s row by its slug, and 404 for a category that is not on the home page', async () => {
    const [category] = await listHomeCategories();
    expect(category).toBeDefined();
    const res = await row(`category-${category!.slug}`);
    expect(res.status).toBe(200);
    expect(cards.parse(res.body).data.length).toBeGreaterThan(0);

    const missing = await row('category-no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'این ردیف در صفحه اصلی نیست' });
  });

  it('refuses a name that is no home row with a Persian message', async () => {
    const res = await row('bestselling');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('ردیف صفحه اصلی نامعتبر است');
  });

  it('answers 304 to a client holding the current copy, and a new copy without the product once a hold sells it out', async () => {
    const { variants } = await makeProduct([{ stock: 1 }], 'گوشی ردیف تازه‌ها');
    // The product was written straight to the database, past the service layer that clears the shared cache.
    await invalidateTag(CATALOG_TAG);
    const first = await row('newest');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toContain('no-cache');
    const card = cards.parse(first.body).data.find((c) => c.variantId === variants[0]!.id);
    expect(card?.inStock).toBe(true);

    const again = await row('newest', { 'If-None-Match': etag! });
    expect(again.status).toBe(304);

    const { token } = await loginWithCode();
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 1 });
    const address = await makeAddress(token);
    expect((await place(token, { addressId: address.id })).status).toBe(200);

    const after = await row('newest', { 'If-None-Match': etag! });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    // Sold-out products go last in every row, so it leaves the row's ten cards.
    expect(cards.parse(after.body).data.find((c) => c.variantId === variants[0]!.id)).toBeUndefined();
    expect(cards.parse(after.body).data).toHaveLength(10);
  });
});
