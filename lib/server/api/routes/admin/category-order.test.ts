import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminCategorySchema } from '@/lib/contracts/admin/taxonomy';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { categorySeo } from '@/lib/server/services/catalog/categories';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const tag = () => randomInt(1e9).toString(36);
const childrenOf = async (token: string, parentId: number) => dataOf(z.array(adminCategorySchema), (await userJson('GET', '/admin/categories', token)).body).filter((c) => c.parentId === parentId).map((c) => c.id);

describe('category order and SEO', () => {
  it('reorders the children of a parent as a drop leaves them, audited; refuses another set, in Persian, changing nothing', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const parent = dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `والد ${t}` })).body);
    const made = [];
    for (const name of ['الف', 'ب', 'پ']) made.push(dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `${name} ${t}`, parentId: parent.id })).body).id);
    const [a, b, c] = made as [number, number, number];

    const content = await loginAsStaff('content');
    expect((await userJson('PUT', '/admin/categories/order', content.token, { parentId: parent.id, ids: [c, a, b] })).status).toBe(403);
    const partial = await userJson('PUT', '/admin/categories/order', token, { parentId: parent.id, ids: [c, a] });
    expect(partial).toMatchObject({ status: 400, body: { message: 'فهرست فرستاده‌شده با دسته‌های این سطح یکی نیست؛ صفحه را تازه کنید و دوباره بکشید' } });
    expect((await userJson('PUT', '/admin/categories/order', token, { parentId: parent.id, ids: [a, a, b] })).body).toMatchObject({ errors: { ids: 'هر دسته را یک بار بفرستید' } });
    expect(await childrenOf(token, parent.id)).toEqual([a, b, c]);

    const res = await userJson('PUT', '/admin/categories/order', token, { parentId: parent.id, ids: [c, a, b] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await childrenOf(token, parent.id)).toEqual([c, a, b]);
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityId, String(parent.id)), eq(auditLog.action, 'category.reorder')));
    expect(row).toMatchObject({ before: { order: [a, b, c] }, after: { order: [c, a, b] } });
  });

  it("gives the category listing's metadata the SEO title and description at once after they are saved", async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const category = dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `هندزفری ${t}` })).body);
    // The listing page's generateMetadata reads it (app/(shop)/shop/[segment]/segment-listing.tsx): cached until a write.
    expect(await categorySeo(category.id)).toEqual({ title: '', description: '' });
    const seo = { title: category.title, slug: category.slug, seoTitle: `خرید هندزفری ارزان ${t}`, seoDescription: 'هندزفری اصل با گارانتی و ارسال سریع' };
    expect((await userJson('PUT', `/admin/categories/${category.id}`, token, seo)).status).toBe(200);
    expect(await categorySeo(category.id)).toEqual({ title: `خرید هندزفری ارزان ${t}`, description: 'هندزفری اصل با گارانتی و ارسال سریع' });
    expect((await userJson('PUT', `/admin/categories/${category.id}`, token, { title: 'ب', slug: category.slug })).body).toMatchObject({ errors: { title: 'نام دسته را بنویسید (دست‌کم ۲ حرف)' } });
  });
});
