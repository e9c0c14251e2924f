import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, adminVariantSchema, productListSchema, type ProductBody } from '@/lib/contracts/admin/products';
import { listingSchema } from '@/lib/contracts/listing';
import { getDb } from '@/lib/server/db/client';
import { attributes, attributeValues, auditLog, categories, products, productVariants } from '@/lib/server/db/schema';
import { listSitemapEntries } from '@/lib/server/services/catalog/listing-sitemap';
import { callApi } from '@/tests/api';
import { dataOf, place, userJson, buyerWithBasket } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const rowsOf = (entityType: string, entityId: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId)))).orderBy(desc(auditLog.id));

async function firstCategory() {
  const [row] = await getDb().select({ id: categories.id }).from(categories).limit(1);
  return row!.id;
}

async function valueOfType(type: number, skip = 0) {
  const rows = await getDb()
    .select({ id: attributeValues.id })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .where(eq(attributes.type, type))
    .orderBy(attributeValues.id)
    .limit(skip + 1);
  return rows[skip]!.id;
}

/** A Persian title no other test uses, so searches find only this product. */
const uniqueTitle = () => `گوشی آزمون ${randomInt(1e9).toString(36)}`;

async function catalogStaff() {
  return (await loginAsStaff('catalog')).token;
}

async function create(token: string, body: Partial<ProductBody>) {
  const res = await userJson('POST', '/admin/products', token, { title: uniqueTitle(), categoryId: await firstCategory(), ...body });
  return { ...res, product: res.status === 201 ? dataOf(adminProductSchema, res.body) : undefined };
}

async function addVariant(token: string, productId: number, body: Record<string, unknown> = {}) {
  const res = await userJson('POST', `/admin/products/${productId}/variants`, token, {
    sku: `TST-${randomInt(1e9)}`,
    attr1ValueId: await valueOfType(1),
    price: 30_000_000,
    discountPrice: 29_000_000,
    stock: 4,
    maxBuy: 2,
    ...body,
  });
  return { ...res, variant: res.status === 201 ? dataOf(adminVariantSchema, res.body) : undefined };
}

const shown = async (productId: number) => (await callApi(`/public/products/${productId}`)).status;
const suggested = async (title: string) => JSON.stringify((await userJson('POST', '/public/productSearch', '', { query: title })).body).includes(title);
const listed = async (title: string, id: number) => dataOf(listingSchema, (await callApi(`/shop/products?search=${encodeURIComponent(title)}`)).body).items.some((p) => p.id === id);
const inSitemap = async (id: number) => (await listSitemapEntries()).products.some((p) => p.id === id);

describe('/api/admin/products', () => {
  it('is refused to roles without the catalog permissions, in Persian', async () => {
    const content = await loginAsStaff('content');
    const support = await loginAsStaff('support');
    const { product } = await create(await catalogStaff(), {});
    for (const token of [content.token, support.token]) {
      const list = await userJson('GET', '/admin/products', token);
      expect(list.status).toBe(403);
      expect(list.body).toMatchObject({ message: expect.stringContaining('دیدن کالاها') });
      expect((await userJson('POST', '/admin/products', token, { title: 'x', categoryId: 1 })).status).toBe(403);
      expect((await userJson('PUT', `/admin/products/${product!.id}/published`, token, { published: true })).status).toBe(403);
      expect((await userJson('PUT', '/admin/variants', token, { items: [{ id: 1, stock: 1 }] })).status).toBe(403);
      expect((await userJson('DELETE', `/admin/products/${product!.id}`, token)).status).toBe(403);
    }
    expect((await callApi('/admin/products')).status).toBe(401);
  });

  it('creates a draft with a slug made from the Persian title, unique, and writes the audit row', async () => {
    const token = await catalogStaff();
    const title = uniqueTitle();
    const first = await create(token, { title, description: '<p>خوب</p><script>alert(1)</script>', insurances: [] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.product).toMatchObject({ title, slug: title.replace(/ /g, '-'), published: false, description: '<p>خوب</p>' });
    const second = await create(token, { title });
    expect(second.product!.slug).toBe(`${title.replace(/ /g, '-')}-2`);

    const taken = await create(token, { slug: first.product!.slug });
    expect(taken).toMatchObject({ status: 400, body: { errors: { slug: 'این نشانی برای کالای دیگری ثبت شده است؛ نشانی دیگری بنویسید' } } });

    const [row] = await rowsOf('product', first.product!.id);
    expect(row).toMatchObject({ action: 'create', before: null, after: { title, published: false } });
  });

  it('answers invalid bodies with Persian messages and writes nothing', async () => {
    const token = await catalogStaff();
    const before = await getDb().$count(products);
    const empty = await userJson('POST', '/admin/products', token, { title: '', categoryId: await firstCategory() });
    expect(empty).toMatchObject({ status: 400, body: { errors: { title: 'نام کالا را بنویسید (دست‌کم ۲ حرف)' } } });
    const noCategory = await create(token, { categoryId: 999_999 });
    expect(noCategory).toMatchObject({ status: 400, body: { message: 'این دسته‌بندی وجود ندارد' } });
    const badSlug = await create(token, { slug: 'a b/c' });
    expect(badSlug.body).toMatchObject({ errors: { slug: 'نشانی کالا فقط حرف، رقم و خط تیره (-) می‌گیرد' } });
    expect(await getDb().$count(products)).toBe(before);
  });

  it('publishes and unpublishes: an unpublished product is gone from its page, search, listings and the sitemap', async () => {
    const token = await catalogStaff();
    const title = uniqueTitle();
    const { product } = await create(token, { title });
    await addVariant(token, product!.id);
    expect(await shown(product!.id)).toBe(404);
    expect(await suggested(title)).toBe(false);

    const published = await userJson('PUT', `/admin/products/${product!.id}/published`, token, { published: true });
    expect(published).toMatchObject({ status: 200, body: { message: 'کالا منتشر شد', data: { published: true } } });
    expect(await shown(product!.id)).toBe(200);
    expect(await suggested(title)).toBe(true);
    expect(await listed(title, product!.id)).toBe(true);
    expect(await inSitemap(product!.id)).toBe(true);

    await userJson('PUT', `/admin/products/${product!.id}/published`, token, { published: false });
    expect(await shown(product!.id)).toBe(404);
    expect(await suggested(title)).toBe(false);
    expect(await listed(title, product!.id)).toBe(false);
    expect(await inSitemap(product!.id)).toBe(false);
    // The operator still reads it.
    expect((await userJson('GET', `/admin/products/${product!.id}`, token)).status).toBe(200);
    expect((await rowsOf('product', product!.id)).map((r) => r.action).slice(0, 2)).toEqual(['product.unpublish', 'product.publish']);
  });

  it('changes the slug and SEO title: the new slug is canonical, a taken one is refused, and the audit keeps both', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, { published: true });
    await addVariant(token, product!.id);
    const body = { title: product!.title, categoryId: product!.categoryId, published: true, slug: `new-${product!.id}`, seoTitle: 'عنوان جست‌وجو' };
    const saved = await userJson('PUT', `/admin/products/${product!.id}`, token, body);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const page = await callApi(`/public/products/${product!.id}`);
    expect(JSON.stringify(page.body)).toContain(`/products/${product!.id}/new-${product!.id}`);
    // The page's title is the SEO title; its description falls back to the summary.
    expect(page.body).toMatchObject({ data: { seo: { title: 'عنوان جست‌وجو', description: '' } } });

    const other = await create(token, {});
    const clash = await userJson('PUT', `/admin/products/${other.product!.id}`, token, { ...body, title: other.product!.title, slug: `new-${product!.id}` });
    expect(clash.status).toBe(400);
    const [row] = await rowsOf('product', product!.id);
    expect(row).toMatchObject({ action: 'update', before: { slug: product!.slug }, after: { slug: `new-${product!.id}` } });
    expect((await rowsOf('product', other.product!.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('lists with search by title or SKU, status filter and sort by price', async () => {
    const token = await catalogStaff();
    const title = uniqueTitle();
    const { product } = await create(token, { title });
    const { variant } = await addVariant(token, product!.id, { price: 12_345_000, discountPrice: null });
    const byTitle = dataOf(productListSchema, (await userJson('GET', `/admin/products?q=${encodeURIComponent(title)}`, token)).body);
    expect(byTitle.items).toEqual([expect.objectContaining({ id: product!.id, status: 'draft', minPrice: 12_345_000, stock: 4, variantCount: 1 })]);
    const bySku = dataOf(productListSchema, (await userJson('GET', `/admin/products?q=${variant!.sku}`, token)).body);
    expect(bySku.items.map((i) => i.id)).toEqual([product!.id]);
    const drafts = dataOf(productListSchema, (await userJson('GET', '/admin/products?status=draft&sort=minPrice&order=asc&pageSize=100', token)).body);
    expect(drafts.items.every((i) => i.status === 'draft')).toBe(true);
    const bad = await userJson('GET', '/admin/products?status=gone', token);
    expect(bad).toMatchObject({ status: 400, body: { message: 'وضعیت باید منتشرشده، پیش‌نویس یا بایگانی باشد' } });
  });

  it('shows the related products the operator chose first, in order; refuses itself and unknown ids', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, { published: true });
    await addVariant(token, product!.id);
    const picks = [];
    for (let i = 0; i < 2; i++) {
      const { product: other } = await create(token, { published: true, categoryId: product!.categoryId });
      await addVariant(token, other!.id);
      picks.push(other!.id);
    }
    const body = { title: product!.title, slug: product!.slug, categoryId: product!.categoryId, published: true };
    const saved = await userJson('PUT', `/admin/products/${product!.id}`, token, { ...body, relatedIds: [picks[1], picks[0]] });
    expect(dataOf(adminProductSchema, saved.body).relatedIds).toEqual([picks[1], picks[0]]);
    const related = (await callApi(`/public/products/${product!.id}`)).body as { data: { related: { id: number }[] } };
    expect(related.data.related.slice(0, 2).map((r) => r.id)).toEqual([picks[1], picks[0]]);
    expect((await userJson('PUT', `/admin/products/${product!.id}`, token, { ...body, relatedIds: [product!.id] })).body).toMatchObject({ errors: { relatedIds: 'کالا نمی‌تواند مرتبط با خودش باشد' } });
    expect((await userJson('PUT', `/admin/products/${product!.id}`, token, { ...body, relatedIds: [999_999_999] })).body).toMatchObject({ errors: { relatedIds: 'یکی از کالاهای مرتبط وجود ندارد' } });
  });

  it('duplicates as a draft with new SKUs and no stock', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, { published: true });
    const { variant } = await addVariant(token, product!.id);
    const res = await userJson('POST', `/admin/products/${product!.id}/duplicate`, token);
    expect(res.status).toBe(201);
    const copy = dataOf(adminProductSchema, res.body);
    expect(copy).toMatchObject({ title: `${product!.title} (کپی)`, published: false });
    expect(copy.variants).toEqual([expect.objectContaining({ sku: `${variant!.sku}-copy`, stock: 0, price: 30_000_000 })]);
  });

  it('deletes an unordered product and archives an ordered one', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, {});
    const deleted = await userJson('DELETE', `/admin/products/${product!.id}`, token);
    expect(deleted).toMatchObject({ status: 200, body: { data: { outcome: 'deleted' } } });
    expect(await getDb().$count(products, eq(products.id, product!.id))).toBe(0);

    const buyer = await buyerWithBasket();
    expect((await place(buyer.token, { addressId: buyer.address.id })).status).toBe(200);
    const archived = await userJson('DELETE', `/admin/products/${buyer.product.id}`, token);
    expect(archived).toMatchObject({ status: 200, body: { data: { outcome: 'archived' } } });
    expect(await shown(buyer.product.id)).toBe(404);
    const [row] = await rowsOf('product', buyer.product.id);
    expect(row).toMatchObject({ action: 'product.archive', after: { active: false, published: false } });
  });
});

describe('/api/admin variants', () => {
  it('adds and edits variants with Persian rule errors', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, {});
    const { variant, status } = await addVariant(token, product!.id, { attr2ValueId: await valueOfType(2) });
    expect(status).toBe(201);
    expect(variant).toMatchObject({ price: 30_000_000, discountPrice: 29_000_000, stock: 4, maxBuy: 2 });

    const same = await addVariant(token, product!.id, { attr2ValueId: await valueOfType(2) });
    expect(same.body).toMatchObject({ message: 'تنوعی با همین رنگ و ویژگی برای این کالا هست' });
    const sku = await addVariant(token, product!.id, { sku: variant!.sku, attr1ValueId: await valueOfType(1, 1) });
    expect(sku.body).toMatchObject({ errors: { sku: 'این کد کالا (SKU) برای تنوع دیگری ثبت شده است' } });
    const wrongType = await addVariant(token, product!.id, { attr1ValueId: await valueOfType(2) });
    expect(wrongType.body).toMatchObject({ message: 'رنگ انتخاب‌شده از ویژگی‌های رنگ نیست' });
    const discount = await addVariant(token, product!.id, { attr1ValueId: await valueOfType(1, 1), discountPrice: 40_000_000 });
    expect(discount.body).toMatchObject({ errors: { discountPrice: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد' } });
    const promo = await addVariant(token, product!.id, { attr1ValueId: await valueOfType(1, 1), promotionPrice: 25_000_000 });
    expect(promo.body).toMatchObject({ errors: { promotionTo: 'قیمت حراج و زمان پایان آن را با هم بنویسید' } });

    const promotionTo = new Date(Date.now() + 86_400_000).toISOString();
    const edited = await userJson('PUT', `/admin/variants/${variant!.id}`, token, { ...variant, id: undefined, promotionPrice: 25_000_000, promotionTo, upperDiscountAmount: 500_000 });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(dataOf(adminVariantSchema, edited.body)).toMatchObject({ promotionPrice: 25_000_000, upperDiscountAmount: 500_000 });
    const [row] = await rowsOf('product_variant', variant!.id);
    expect(row).toMatchObject({ action: 'update', before: { promotionPrice: null }, after: { promotionPrice: 25_000_000 } });
  });

  it('bulk edits price and stock; a bad row leaves every row and the audit log as they were', async () => {
    const token = await catalogStaff();
    const { product } = await create(token, { published: true });
    const a = (await addVariant(token, product!.id)).variant!;
    const b = (await addVariant(token, product!.id, { attr1ValueId: await valueOfType(1, 1), price: 20_000_000, discountPrice: null })).variant!;

    const refused = await userJson('PUT', `/admin/products/${product!.id}/variants`, token, {
      items: [
        { id: a.id, stock: 9 },
        { id: b.id, price: 20_000_000, discountPrice: 21_000_000 },
      ],
    });
    expect(refused).toMatchObject({ status: 400, body: { errors: { 'items.1.discountPrice': 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد' } } });
    const [promoted] = await getDb().update(productVariants).set({ promotionPrice: 15_000_000, promotionTo: new Date(Date.now() + 86_400_000) }).where(eq(productVariants.id, b.id)).returning();
    expect(promoted).toBeDefined();
    const auditsBefore = await getDb().$count(auditLog, eq(auditLog.entityType, 'product_variant'));
    // The first row is written (and audited) before the second breaks the promotion rule: both roll back.
    const rolledBack = await userJson('PUT', `/admin/products/${product!.id}/variants`, token, {
      items: [
        { id: a.id, stock: 9 },
        { id: b.id, price: 14_000_000 },
      ],
    });
    expect(rolledBack.status).toBe(400);
    expect((await rowsOf('product_variant', a.id)).map((r) => r.action)).toEqual(['create']);
    expect(await getDb().$count(auditLog, eq(auditLog.entityType, 'product_variant'))).toBe(auditsBefore);

    const ok = await userJson('PUT', '/admin/variants', token, { items: [{ id: a.id, stock: 9 }, { id: b.id, price: 22_000_000 }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const shownVariants = JSON.stringify((await callApi(`/public/products/${product!.id}`)).body);
    expect(shownVariants).toContain('22000000');
    expect((await rowsOf('product_variant', b.id))[0]).toMatchObject({ before: { price: 20_000_000 }, after: { price: 22_000_000, discountPrice: 22_000_000 } });

    const other = await create(token, {});
    const foreign = await userJson('PUT', `/admin/products/${other.product!.id}/variants`, token, { items: [{ id: a.id, stock: 1 }] });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'یکی از تنوع‌ها از این کالا نیست یا وجود ندارد' } });
  });
});
