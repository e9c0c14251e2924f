import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAttributeValueSchema, adminBrandSchema, adminCategorySchema, adminInsuranceSchema, insuranceBodySchema } from '@/lib/contracts/admin/taxonomy';
import { getDb } from '@/lib/server/db/client';
import { attributes, auditLog, products } from '@/lib/server/db/schema';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { z } from 'zod';

const tag = () => randomInt(1e9).toString(36);
const audits = (entityType: string, id: number) => getDb().$count(auditLog, and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))));

describe('/api/admin categories, brands and insurance plans', () => {
  it('refuses roles without catalog.write and answers Persian validation errors', async () => {
    const content = await loginAsStaff('content');
    for (const path of ['/admin/categories', '/admin/brands', '/admin/insurancePlans']) {
      expect((await userJson('POST', path, content.token, { title: 'آزمون' })).status).toBe(403);
      expect((await userJson('GET', path, content.token)).status).toBe(403);
    }
    const { token } = await loginAsStaff('catalog');
    expect((await userJson('POST', '/admin/categories', token, { title: 'x' })).body).toMatchObject({ errors: { title: 'نام دسته را بنویسید (دست‌کم ۲ حرف)' } });
    expect((await userJson('POST', '/admin/brands', token, { title: 'برند', titleEn: '' })).body).toMatchObject({ errors: { titleEn: 'نام لاتین برند را بنویسید' } });
    expect((await userJson('POST', '/admin/insurancePlans', token, { title: 'طرح', company: 'بیمه', ratePerMille: 2000, minPrice: 1 })).body).toMatchObject({
      errors: { ratePerMille: 'نرخ (در هزار) نمی‌تواند بیشتر از ۱٬۰۰۰ باشد' },
    });
  });

  it('builds a category tree, reorders siblings, refuses loops and deleting a used category', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const parent = dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `گوشی ${t}` })).body);
    expect(parent.slug).toBe(`گوشی-${t}`);
    const a = dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `الف ${t}`, parentId: parent.id })).body);
    const b = dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `ب ${t}`, parentId: parent.id })).body);
    expect([a.sort, b.sort]).toEqual([0, 1]);
    expect((await userJson('POST', `/admin/categories/${b.id}/move`, token, { direction: 'up' })).status).toBe(200);
    const list = dataOf(z.array(adminCategorySchema), (await userJson('GET', '/admin/categories', token)).body);
    const children = list.filter((c) => c.parentId === parent.id).map((c) => c.id);
    expect(children).toEqual([b.id, a.id]);
    expect(list.findIndex((c) => c.id === parent.id)).toBeLessThan(list.findIndex((c) => c.id === b.id));

    const loop = await userJson('PUT', `/admin/categories/${parent.id}`, token, { title: parent.title, slug: parent.slug, parentId: a.id });
    expect(loop).toMatchObject({ status: 400, body: { message: 'یک دسته نمی‌تواند زیرمجموعه خودش یا زیرمجموعه‌هایش باشد' } });
    const taken = await userJson('PUT', `/admin/categories/${a.id}`, token, { title: a.title, slug: parent.slug, parentId: parent.id });
    expect(taken.body).toMatchObject({ errors: { slug: 'این نشانی برای دسته دیگری ثبت شده است' } });
    expect(await audits('category', a.id)).toBe(1);

    const used = await userJson('DELETE', `/admin/categories/${parent.id}`, token);
    expect(used).toMatchObject({ status: 409, body: { message: expect.stringContaining('زیردسته') } });
    expect((await userJson('DELETE', `/admin/categories/${a.id}`, token)).status).toBe(200);
    expect(await audits('category', a.id)).toBe(2);
  });

  it('renames a brand and its products are found by the new name; a brand with products is not deleted', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const brand = dataOf(adminBrandSchema, (await userJson('POST', '/admin/brands', token, { title: `برند ${t}`, titleEn: `Brand ${t}` })).body);
    expect(brand.slug).toBe(`brand-${t}`);
    const { product } = await makeProduct();
    await getDb().update(products).set({ brandId: brand.id }).where(eq(products.id, product.id));
    const renamed = await userJson('PUT', `/admin/brands/${brand.id}`, token, { title: `نام‌تازه ${t}`, titleEn: `Fresh ${t}`, slug: brand.slug });
    expect(renamed.status).toBe(200);
    const [row] = await getDb().select({ searchText: products.searchText }).from(products).where(eq(products.id, product.id));
    expect(row!.searchText).toContain(`fresh ${t}`);
    expect((await userJson('DELETE', `/admin/brands/${brand.id}`, token)).status).toBe(409);
  });

  it('creates and changes an insurance plan with its rich text sanitised', async () => {
    const { token } = await loginAsStaff('catalog');
    const res = await userJson('POST', '/admin/insurancePlans', token, {
      title: 'بیمه بدنه',
      company: 'بیمه نمونه',
      coverage: '<p>شکستگی</p><img src=x onerror=alert(1)>',
      ratePerMille: 25,
      minPrice: 150_000,
    });
    expect(res.status).toBe(201);
    const plan = dataOf(adminInsuranceSchema, res.body);
    expect(plan).toMatchObject({ coverage: '<p>شکستگی</p>', months: 12, active: true });
    const body = { ...z.object(insuranceBodySchema.shape).parse(plan), active: false };
    const off = await userJson('PUT', `/admin/insurancePlans/${plan.id}`, token, body);
    expect(dataOf(adminInsuranceSchema, off.body).active).toBe(false);
    expect(await audits('insurance_plan', plan.id)).toBe(2);
  });

  it('adds a colour with its swatch and a text value; a bad swatch or a taken name is refused in Persian', async () => {
    const { token } = await loginAsStaff('catalog');
    const [colour] = await getDb().select().from(attributes).where(eq(attributes.type, 1)).limit(1);
    const [memory] = await getDb().select().from(attributes).where(eq(attributes.type, 2)).limit(1);
    const name = `رنگ ${tag()}`;
    const added = await userJson('POST', `/admin/attributes/${colour!.id}/values`, token, { title: name, value: '#12ab34' });
    expect(added.status).toBe(201);
    const value = dataOf(adminAttributeValueSchema, added.body);
    expect((await userJson('POST', `/admin/attributes/${colour!.id}/values`, token, { title: `${name}2`, value: 'green' })).body).toMatchObject({
      errors: { value: 'رنگ را به شکل #rrggbb بنویسید، مثل #1a2b3c' },
    });
    expect((await userJson('POST', `/admin/attributes/${colour!.id}/values`, token, { title: name, value: '#000000' })).body).toMatchObject({ errors: { title: 'این نام برای این ویژگی ثبت شده است' } });
    expect((await userJson('POST', `/admin/attributes/${memory!.id}/values`, token, { title: `${tag()} گیگ`, value: '512GB' })).status).toBe(201);
    const renamed = await userJson('PUT', `/admin/attributeValues/${value.id}`, token, { title: `${name} روشن`, value: '#22bb44' });
    expect(dataOf(adminAttributeValueSchema, renamed.body)).toMatchObject({ value: '#22bb44' });
    expect(await audits('attribute_value', value.id)).toBe(2);
    const content = await loginAsStaff('content');
    expect((await userJson('POST', `/admin/attributes/${colour!.id}/values`, content.token, { title: 'x', value: '#000000' })).status).toBe(403);
  });
});
