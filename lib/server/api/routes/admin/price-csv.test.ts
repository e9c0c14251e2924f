import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { priceCsvPreviewSchema } from '@/lib/contracts/admin/price-csv';
import { formatCsv, parseCsv } from '@/lib/csv';
import { getDb } from '@/lib/server/db/client';
import { auditLog, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const preview = (token: string, csv: string) => userJson('POST', '/admin/variants/import/preview', token, { csv });
const apply = (token: string, csv: string) => userJson('POST', '/admin/variants/import/apply', token, { csv });

async function variantsOf(ids: number[]) {
  return getDb().select().from(productVariants).where(inArray(productVariants.id, ids)).orderBy(productVariants.id);
}

describe('price and stock CSV', () => {
  it('exports the filtered list with a BOM, every variant a row', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product, variants } = await makeProduct([{ price: 10_000_000, stock: 2 }, { price: 12_000_000, discountPrice: 11_500_000, stock: 0 }], 'گوشی خروجی, "ویژه"');
    const res = await callApi(`/admin/variants/export?q=${variants[0]!.sku}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="prices-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.body as string;
    // Response.text() drops the byte-order mark the file starts with; the writer puts it there.
    expect(formatCsv([['a']]).startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(text)).toEqual([
      ['sku', 'title', 'price', 'discountPrice', 'stock', 'maxBuy'],
      [variants[0]!.sku, product.title, '10000000', '10000000', '2', '3'],
    ]);
    const content = await loginAsStaff('content');
    expect((await callApi('/admin/variants/export', { headers: { Authorization: `Bearer ${content.token}` } })).status).toBe(403);
  });

  it("previews each row's change and error, in Persian, writing nothing", async () => {
    const { token } = await loginAsStaff('catalog');
    const { variants } = await makeProduct([{ price: 10_000_000, stock: 2 }, { price: 20_000_000, discountPrice: 19_000_000, stock: 5 }]);
    const [a, b] = variants;
    const csv = ['sku,price,discountPrice,stock,maxBuy', `${a!.sku},"11,000,000",,۷,`, `${b!.sku},20000000,21000000,,`, 'NOPE-1,1,,,', `${a!.sku},,,1,`, `${b!.sku},x,,,`].join('\n');
    const res = await preview(token, csv);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = dataOf(priceCsvPreviewSchema, res.body);
    expect(data).toMatchObject({ changes: 1, errors: 4 });
    expect(data.rows[0]).toMatchObject({ line: 2, variantId: a!.id, changed: true, before: { price: 10_000_000, stock: 2 }, after: { price: 11_000_000, discountPrice: 11_000_000, stock: 7, maxBuy: 3 }, error: null });
    expect(data.rows.slice(1).map((r) => r.error)).toEqual([
      'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد',
      'کالایی با این کد (SKU) نیست',
      'این کد (SKU) در فایل تکرار شده است',
      'قیمت باید عدد صحیح و نامنفی باشد',
    ]);
    expect((await variantsOf([a!.id]))[0]).toMatchObject({ price: 10_000_000, stock: 2 });

    const noSku = await preview(token, 'price,stock\n1,2');
    expect(noSku).toMatchObject({ status: 400, body: { message: 'ستون sku در سطر اول فایل نیست' } });
    const unknown = await preview(token, 'sku,colour\nA,red');
    expect(unknown.status).toBe(400);
  });

  it('applies a clean file in one transaction with an audit row per variant; a bad row applies nothing', async () => {
    const { token } = await loginAsStaff('catalog');
    const { variants } = await makeProduct([{ price: 10_000_000, stock: 2 }, { price: 20_000_000, discountPrice: 19_000_000, stock: 5 }]);
    const [a, b] = variants;
    const auditedIds = [String(a!.id), String(b!.id)];
    const countAudits = () => getDb().$count(auditLog, and(eq(auditLog.entityType, 'product_variant'), inArray(auditLog.entityId, auditedIds)));

    const bad = await apply(token, `sku,price,stock\n${a!.sku},12000000,9\n${b!.sku},,-1`);
    expect(bad).toMatchObject({ status: 400, body: { message: expect.stringContaining('هیچ تغییری ذخیره نشد') } });
    expect((await variantsOf([a!.id, b!.id])).map((v) => [v.price, v.stock])).toEqual([
      [10_000_000, 2],
      [20_000_000, 5],
    ]);
    expect(await countAudits()).toBe(0);

    const good = await apply(token, `sku,title,price,discountPrice,stock,maxBuy\n${a!.sku},هرچه,12000000,,9,2\n${b!.sku},,,18000000,,`);
    expect(good).toMatchObject({ status: 200, body: { data: { changed: 2 }, message: '۲ تنوع کالا به‌روز شد' } });
    expect((await variantsOf([a!.id, b!.id])).map((v) => [v.price, v.discountPrice, v.stock, v.maxBuy])).toEqual([
      [12_000_000, 12_000_000, 9, 2],
      [20_000_000, 18_000_000, 5, 3],
    ]);
    expect(await countAudits()).toBe(2);
    const shown = await callApi(`/public/products/${a!.productId}`);
    expect(JSON.stringify(shown.body)).toContain('12000000');

    const support = await loginAsStaff('support');
    expect((await apply(support.token, `sku,stock\n${a!.sku},1`)).status).toBe(403);
  });
});
