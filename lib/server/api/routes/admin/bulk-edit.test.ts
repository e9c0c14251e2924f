import { randomInt } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkEditPreviewSchema, bulkEditResultSchema } from '@/lib/contracts/admin/bulk-edit';
import { getDb } from '@/lib/server/db/client';
import { auditLog, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const preview = (token: string, body: object) => userJson('POST', '/admin/variants/bulk/preview', token, body);
const apply = (token: string, body: object) => userJson('POST', '/admin/variants/bulk/apply', token, body);
const variantsOf = (ids: number[]) => getDb().select().from(productVariants).where(inArray(productVariants.id, ids)).orderBy(productVariants.id);
const auditsOf = (ids: number[]) => getDb().$count(auditLog, and(eq(auditLog.entityType, 'product_variant'), inArray(auditLog.entityId, ids.map(String))));

/** Two products under one title no other test uses, so the search filter picks exactly their variants. */
async function group(specs: Parameters<typeof makeProduct>[0][]) {
  const title = `گوشی گروهی ${randomInt(1e9).toString(36)}`;
  const made = [];
  for (const spec of specs) made.push(await makeProduct(spec, title));
  return { q: title, ids: made.flatMap((m) => m.variants.map((v) => v.id)), made };
}

describe('bulk edit of the filtered list', () => {
  it('is refused without catalog.write and answers Persian validation errors', async () => {
    const content = await loginAsStaff('content');
    expect((await preview(content.token, { filter: {}, stock: 1 })).status).toBe(403);
    expect((await apply(content.token, { filter: {}, stock: 1 })).status).toBe(403);
    const { token } = await loginAsStaff('catalog');
    expect(await preview(token, { filter: {} })).toMatchObject({ status: 400, body: { errors: { price: 'قیمت یا موجودی را برای تغییر بنویسید' } } });
    expect(await preview(token, { filter: {}, price: { mode: 'percent', value: 900 } })).toMatchObject({ status: 400, body: { errors: { 'price.value': 'درصد باید عددی صحیح بین ‎-۹۰ و ۵۰۰ و غیر از صفر باشد' } } });
    expect(await preview(token, { filter: {}, stock: -1 })).toMatchObject({ status: 400, body: { errors: { stock: 'موجودی باید عدد صحیح و نامنفی باشد' } } });
  });

  it('previews the count and each change, then applies a percent rise with rounding in one audited write the shop shows', async () => {
    const { token } = await loginAsStaff('catalog');
    const { q, ids, made } = await group([[{ price: 10_000_000, stock: 2 }, { price: 20_000_000, discountPrice: 18_000_000, stock: 5 }], [{ price: 5_123_000, stock: 0 }]]);
    const body = { filter: { q }, price: { mode: 'percent', value: 10, roundTo: 10_000 }, stock: 7 };
    const seen = dataOf(bulkEditPreviewSchema, (await preview(token, body)).body);
    expect(seen).toMatchObject({ matched: 3, changes: 3, errors: 0 });
    expect(seen.rows.find((r) => r.variantId === ids[1])).toMatchObject({ before: { price: 20_000_000, discountPrice: 18_000_000, stock: 5 }, after: { price: 22_000_000, discountPrice: 19_800_000, stock: 7 } });
    expect((await variantsOf(ids)).map((v) => v.price)).toEqual([10_000_000, 20_000_000, 5_123_000]);

    const res = await apply(token, { ...body, expected: seen.matched });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(dataOf(bulkEditResultSchema, res.body).changed).toBe(3);
    expect((await variantsOf(ids)).map((v) => [v.price, v.discountPrice, v.stock])).toEqual([
      [11_000_000, 11_000_000, 7],
      [22_000_000, 19_800_000, 7],
      [5_640_000, 5_640_000, 7],
    ]);
    expect(await auditsOf(ids)).toBe(3);
    const [summary] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, 'bulk'), eq(auditLog.action, 'variant.bulk_edit'))).orderBy(desc(auditLog.id)).limit(1);
    expect(summary!.after).toMatchObject({ filter: { q }, stock: 7, matched: 3, changed: 3 });
    const page = await callApi(`/public/products/${made[1]!.product.id}`);
    expect(JSON.stringify(page.body)).toContain('5640000');
  });

  it('refuses the whole edit when one variant would break a rule, and when the list changed since the preview, writing nothing', async () => {
    const { token } = await loginAsStaff('catalog');
    const soon = new Date(Date.now() + 86_400_000);
    const { q, ids } = await group([[{ price: 10_000_000, stock: 2 }, { price: 9_000_000, discountPrice: 8_000_000, promotionPrice: 7_900_000, promotionTo: soon }]]);
    const cut = { filter: { q }, price: { mode: 'amount', value: -200_000 } };
    const seen = dataOf(bulkEditPreviewSchema, (await preview(token, cut)).body);
    expect(seen).toMatchObject({ matched: 2, changes: 1, errors: 1 });
    expect(seen.rows[0]).toMatchObject({ variantId: ids[1], after: null, error: 'قیمت پس از تخفیف به قیمت حراج فعلی یا کمتر می‌رسد' });
    const refused = await apply(token, cut);
    expect(refused).toMatchObject({ status: 400, body: { message: '۱ تنوع با این تغییر قاعده‌ای را می‌شکند؛ هیچ تغییری ذخیره نشد' } });
    expect((await variantsOf(ids)).map((v) => v.price)).toEqual([10_000_000, 9_000_000]);
    expect(await auditsOf(ids)).toBe(0);

    const stale = await apply(token, { filter: { q }, stock: 3, expected: 5 });
    expect(stale).toMatchObject({ status: 409, body: { message: 'فهرست از زمان پیش‌نمایش تغییر کرده است؛ دوباره پیش‌نمایش بگیرید' } });
    expect((await variantsOf(ids)).map((v) => v.stock)).toEqual([2, 10]);
    expect(await auditsOf(ids)).toBe(0);
  });

  it('sets a price: a variant without discount follows it, a discount stays only below it', async () => {
    const { token } = await loginAsStaff('catalog');
    const { q, ids } = await group([[{ price: 10_000_000 }, { price: 20_000_000, discountPrice: 12_000_000 }, { price: 20_000_000, discountPrice: 16_000_000 }]]);
    expect((await apply(token, { filter: { q }, price: { mode: 'set', value: 15_000_000 } })).status).toBe(200);
    expect((await variantsOf(ids)).map((v) => [v.price, v.discountPrice])).toEqual([
      [15_000_000, 15_000_000],
      [15_000_000, 12_000_000],
      [15_000_000, 15_000_000],
    ]);
  });
});
