import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBundleSchema, productPickSchema } from '@/lib/contracts/admin/bundles';
import { productDetailSchema } from '@/lib/contracts/product';
import { getDb } from '@/lib/server/db/client';
import { auditLog, products } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { buildSearchText } from '@/lib/search/normalize';
import { z } from 'zod';

const audits = (id: number) => getDb().$count(auditLog, and(eq(auditLog.entityType, 'bundle'), eq(auditLog.entityId, String(id))));
const pageBundles = async (productId: number) => dataOf(productDetailSchema, (await callApi(`/public/products/${productId}`)).body).bundles;

/** A product whose search text is set as the product service sets it, so the picker finds it by name. */
async function named(title: string, spec: Parameters<typeof makeProduct>[0] = [{}]) {
  const made = await makeProduct(spec, title);
  await getDb().update(products).set({ searchText: buildSearchText([title]), images: [{ original: { src: '/media/x.png', alt: '' } }] }).where(eq(products.id, made.product.id));
  return made;
}

describe('/api/admin product search and bundles', () => {
  it('finds products to pick by a name typed with Arabic letters, by SKU and by id; refused without catalog.read', async () => {
    const t = randomInt(1e9).toString(36);
    const { product, variants } = await named(`هدفون بی‌سیم کیفی ${t}`);
    const { token } = await loginAsStaff('catalog');
    const search = async (q: string) => dataOf(z.array(productPickSchema), (await userJson('GET', `/admin/catalog/productSearch?q=${encodeURIComponent(q)}`, token)).body);
    expect(await search(`كيفي ${t}`)).toEqual([{ id: product.id, title: `هدفون بی‌سیم کیفی ${t}`, picture: '/media/x.png' }]);
    expect((await search(variants[0]!.sku)).map((p) => p.id)).toEqual([product.id]);
    expect((await search(String(product.id))).map((p) => p.id)).toContain(product.id);
    expect(await search('')).toEqual([]);
    const content = await loginAsStaff('content');
    expect((await userJson('GET', '/admin/catalog/productSearch?q=x', content.token)).status).toBe(403);
  });

  it('adds a bundle the product page shows at once, audited; refuses the product itself, a discount above the price and an end in the past', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product, variants: own } = await makeProduct([{ price: 40_000_000 }], 'گوشی با بسته');
    const { variants: cover } = await makeProduct([{ price: 500_000 }], 'قاب');
    const { variants: charger } = await makeProduct([{ price: 900_000 }], 'شارژر');
    const body = { title: 'بسته هدیه', info: 'قاب و شارژر با تخفیف', items: [{ variantId: cover[0]!.id, discount: 100_000 }, { variantId: charger[0]!.id, qty: 2 }] };

    const content = await loginAsStaff('content');
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, content.token, body)).status).toBe(403);
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, token, { ...body, items: [] })).body).toMatchObject({ errors: { items: 'دست‌کم یک کالای همراه انتخاب کنید' } });
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, token, { ...body, items: [{ variantId: own[0]!.id }] })).body).toMatchObject({ message: 'کالای اصلی نمی‌تواند همراه خودش باشد' });
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, token, { ...body, items: [{ variantId: cover[0]!.id, discount: 600_000 }] })).body).toMatchObject({ message: `تخفیف ${cover[0]!.sku} از قیمت آن بیشتر است` });
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, token, { ...body, timed: true, toDate: '2020-01-01T00:00:00Z' })).body).toMatchObject({ errors: { toDate: 'تاریخ پایان بسته باید در آینده باشد' } });
    expect((await userJson('POST', `/admin/products/${product.id}/bundles`, token, { ...body, timed: true })).body).toMatchObject({ errors: { toDate: 'برای بسته زمان‌دار تاریخ پایان را انتخاب کنید' } });
    expect(await pageBundles(product.id)).toEqual([]);

    const res = await userJson('POST', `/admin/products/${product.id}/bundles`, token, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const bundle = dataOf(adminBundleSchema, res.body);
    expect(bundle.items.map((i) => [i.productTitle, i.qty, i.discount, i.price])).toEqual([
      ['قاب', 1, 100_000, 500_000],
      ['شارژر', 2, 0, 900_000],
    ]);
    expect(await audits(bundle.id)).toBe(1);
    const shown = await pageBundles(product.id);
    expect(shown).toMatchObject([{ id: bundle.id, title: 'بسته هدیه', info: 'قاب و شارژر با تخفیف', items: [{ variantId: cover[0]!.id, discount: 100_000 }, { variantId: charger[0]!.id, qty: 2 }] }]);
    expect(dataOf(z.array(adminBundleSchema), (await userJson('GET', `/admin/products/${product.id}/bundles`, token)).body).map((b) => b.id)).toEqual([bundle.id]);
  });

  it('changes a bundle keeping the rows of kept items, and deletes it from the product page', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product } = await makeProduct([{}], 'گوشی بسته‌دار');
    const { variants: a } = await makeProduct([{ price: 300_000 }], 'محافظ صفحه');
    const { variants: b } = await makeProduct([{ price: 700_000 }], 'پاوربانک');
    const made = dataOf(adminBundleSchema, (await userJson('POST', `/admin/products/${product.id}/bundles`, token, { title: 'بسته', items: [{ variantId: a[0]!.id }] })).body);
    const changed = await userJson('PUT', `/admin/bundles/${made.id}`, token, { title: 'بسته تازه', items: [{ variantId: a[0]!.id, discount: 50_000 }, { variantId: b[0]!.id }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const after = dataOf(adminBundleSchema, changed.body);
    expect(after.items[0]).toMatchObject({ id: made.items[0]!.id, discount: 50_000 });
    expect((await pageBundles(product.id))[0]).toMatchObject({ title: 'بسته تازه' });

    const off = await userJson('PUT', `/admin/bundles/${made.id}`, token, { title: 'بسته تازه', active: false, items: [{ variantId: b[0]!.id }] });
    expect(dataOf(adminBundleSchema, off.body).items.map((i) => i.variantId)).toEqual([b[0]!.id]);
    expect(await pageBundles(product.id)).toEqual([]);

    expect((await userJson('DELETE', `/admin/bundles/${made.id}`, token)).status).toBe(200);
    expect((await userJson('DELETE', `/admin/bundles/${made.id}`, token)).status).toBe(404);
    expect(await audits(made.id)).toBe(4);
  });
});
