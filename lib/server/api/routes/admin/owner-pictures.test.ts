import { randomInt } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ownerPictureSchema } from '@/lib/contracts/admin/pictures';
import { adminProductSchema } from '@/lib/contracts/admin/products';
import { adminAttributeSchema, adminAttributeValueSchema, adminCategorySchema } from '@/lib/contracts/admin/taxonomy';
import { getDb } from '@/lib/server/db/client';
import { auditLog, products } from '@/lib/server/db/schema';
import { fileStorage } from '@/lib/server/providers/storage/create-storage';
import { renderOwnerPicture } from '@/lib/server/services/catalog/owner-pictures';
import { pictureFolder } from '@/lib/server/services/catalog/stored-pictures';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { z } from 'zod';

const tag = () => randomInt(1e9).toString(36);

async function png() {
  return new Uint8Array(await sharp({ create: { width: 400, height: 300, channels: 3, background: '#cc6633' } }).png().toBuffer());
}

function upload(path: string, token: string, bytes: Uint8Array, alt = '') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
  body.append('alt', alt);
  return callApi(path, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
}

/** Whether the original of a picture address is still in storage. */
const stored = async (src: string) => (await fileStorage().get(`${pictureFolder(src)!}/original`)) !== null;

async function newCategory(token: string) {
  return dataOf(adminCategorySchema, (await userJson('POST', '/admin/categories', token, { title: `دسته تصویر ${tag()}` })).body);
}

describe('/api/admin/{owner}/{id}/picture', () => {
  it('is refused without catalog.write; a wrong owner, id or file is refused in Persian and stores nothing', async () => {
    const { token } = await loginAsStaff('catalog');
    const category = await newCategory(token);
    const content = await loginAsStaff('content');
    expect((await upload(`/admin/categories/${category.id}/picture`, content.token, await png())).status).toBe(403);
    expect((await userJson('DELETE', `/admin/brands/${category.id}/picture`, content.token)).status).toBe(403);
    expect((await upload(`/admin/products/${category.id}/picture`, token, await png())).status).toBe(400);
    expect(await upload('/admin/categories/999999999/picture', token, await png())).toMatchObject({ status: 404, body: { message: 'این دسته پیدا نشد' } });
    const text = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await upload(`/admin/categories/${category.id}/picture`, token, text)).toMatchObject({ status: 400, body: { message: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود' } });
    const memory = dataOf(adminAttributeSchema, (await userJson('POST', '/admin/attributes', token, { title: `ظرفیت ${tag()}`, type: 2 })).body);
    const value = dataOf(adminAttributeValueSchema, (await userJson('POST', `/admin/attributes/${memory.id}/values`, token, { title: '۶۴', value: '64GB' })).body);
    expect(await upload(`/admin/attributeValues/${value.id}/picture`, token, await png())).toMatchObject({ status: 400, body: { message: 'تصویر فقط برای مقدارهای ویژگی رنگ است' } });
    expect(await getDb().$count(auditLog, and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(category.id)), eq(auditLog.action, 'picture.set')))).toBe(0);
  });

  it("gives a category a picture the shop shows at once, served resized; a new one replaces it and the old file is deleted", async () => {
    const { token } = await loginAsStaff('catalog');
    const category = await newCategory(token);
    const first = await upload(`/admin/categories/${category.id}/picture`, token, await png(), 'گوشی‌ها');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const a = dataOf(ownerPictureSchema, first.body).picture!;
    expect(a).toEqual({ src: expect.stringMatching(new RegExp(`^/media/taxonomy/category/${category.id}/[0-9a-f-]{36}$`)), alt: 'گوشی‌ها' });
    const list = dataOf(z.array(adminCategorySchema), (await userJson('GET', '/admin/categories', token)).body);
    expect(list.find((c) => c.id === category.id)?.picture).toBe(a.src);
    expect(JSON.stringify((await callApi('/public/getStaticsData')).body)).toContain(a.src);
    const name = a.src.split('/').at(-1)!;
    const webp = await renderOwnerPicture('category', category.id, name, 100, 75);
    expect(await sharp(webp!).metadata()).toMatchObject({ format: 'webp', width: 128 });

    const second = dataOf(ownerPictureSchema, (await upload(`/admin/categories/${category.id}/picture`, token, await png())).body).picture!;
    expect(second.src).not.toBe(a.src);
    expect(await stored(a.src)).toBe(false);
    expect(await fileStorage().get(`${pictureFolder(a.src)!}/w128-q75`)).toBeNull();
    expect(await renderOwnerPicture('category', category.id, name, 100, 75)).toBeNull();
    expect(await stored(second.src)).toBe(true);

    const removed = await userJson('DELETE', `/admin/categories/${category.id}/picture`, token);
    expect(dataOf(ownerPictureSchema, removed.body).picture).toBeNull();
    expect(await stored(second.src)).toBe(false);
    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(category.id)))).orderBy(desc(auditLog.id));
    expect(rows.slice(0, 3).map((r) => r.action)).toEqual(['picture.remove', 'picture.set', 'picture.set']);
    expect(rows[0]!.before).toEqual({ picture: { src: second.src, alt: '' } });
  });

  it('pictures brands, insurance plans and colours; deleting the brand deletes its file', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const brand = (await userJson('POST', '/admin/brands', token, { title: `برند ${t}`, titleEn: `Brand ${t}` })).body as { data: { id: number } };
    const logo = dataOf(ownerPictureSchema, (await upload(`/admin/brands/${brand.data.id}/picture`, token, await png())).body).picture!;
    expect(logo.src).toMatch(/^\/media\/taxonomy\/brand\//);
    const plan = (await userJson('POST', '/admin/insurancePlans', token, { title: `بیمه ${t}`, company: 'بیمه‌گر', ratePerMille: 20, minPrice: 100_000 })).body as { data: { id: number } };
    expect((await upload(`/admin/insurancePlans/${plan.data.id}/picture`, token, await png())).status).toBe(200);
    const colour = dataOf(adminAttributeSchema, (await userJson('POST', '/admin/attributes', token, { title: `رنگ ${t}`, type: 1 })).body);
    const value = dataOf(adminAttributeValueSchema, (await userJson('POST', `/admin/attributes/${colour.id}/values`, token, { title: 'طلایی', value: '#d4af37' })).body);
    expect((await upload(`/admin/attributeValues/${value.id}/picture`, token, await png())).status).toBe(200);

    expect((await userJson('DELETE', `/admin/brands/${brand.data.id}`, token)).status).toBe(200);
    expect(await stored(logo.src)).toBe(false);
  });

  it("deletes a removed product picture's file, but keeps one another row still names", async () => {
    const { token } = await loginAsStaff('catalog');
    const { product } = await makeProduct();
    const add = async () => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(await png())], 'p.png', { type: 'image/png' }));
      return dataOf(adminProductSchema, (await callApi(`/admin/products/${product.id}/pictures`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } })).body);
    };
    await add();
    const both = (await add()).pictures;
    const [kept, gone] = both;
    // Another product names the first picture (a duplicate shares its pictures).
    const { product: other } = await makeProduct();
    await getDb().update(products).set({ images: [{ original: { src: kept!.src, alt: '' } }] }).where(eq(products.id, other.id));

    const res = await userJson('PUT', `/admin/products/${product.id}/pictures`, token, { pictures: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stored(gone!.src)).toBe(false);
    expect(await stored(kept!.src)).toBe(true);
  });
});
