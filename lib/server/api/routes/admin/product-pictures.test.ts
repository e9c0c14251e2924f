import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GET as servePicture } from '@/app/media/catalog/[productId]/[name]/route';
import { adminProductSchema } from '@/lib/contracts/admin/products';
import { getDb } from '@/lib/server/db/client';
import { auditLog, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

async function png(width = 800, height = 600) {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#3366cc' } }).png().toBuffer());
}

function upload(productId: number, token: string, bytes: Uint8Array, fields: Record<string, string> = {}, name = 'photo.png') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return callApi(`/admin/products/${productId}/pictures`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
}

async function served(src: string, query: string) {
  const [, , , productId, name] = src.split('/');
  return servePicture(new Request(`http://localhost${src}?${query}`), { params: Promise.resolve({ productId: productId!, name: name! }) });
}

describe('/api/admin/products/{id}/pictures', () => {
  it('uploads a picture, serves it as WebP at the asked width with long cache headers, and audits it', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product, variants } = await makeProduct();
    const colour = variants[0]!.attr1ValueId!;
    const res = await upload(product.id, token, await png(), { alt: 'نمای جلو', colourValueId: String(colour) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = dataOf(adminProductSchema, res.body);
    expect(saved.pictures).toEqual([{ src: expect.stringMatching(/^\/media\/catalog\/\d+\/[0-9a-f-]{36}$/), alt: 'نمای جلو', colourValueId: colour }]);
    const [variant] = await getDb().select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(variant!.images).toEqual([{ original: { src: saved.pictures[0]!.src, alt: 'نمای جلو' } }]);

    const picture = await served(saved.pictures[0]!.src, 'w=300&q=75');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect(picture.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await picture.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320 });
    // The second request is served from the kept size.
    expect((await served(saved.pictures[0]!.src, 'w=300&q=75')).status).toBe(200);
    expect((await served(`/media/catalog/${product.id}/00000000-0000-0000-0000-000000000000`, 'w=300')).status).toBe(404);

    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.entityId, String(product.id))).orderBy(auditLog.id);
    expect(row).toMatchObject({ entityType: 'product', action: 'product.picture_add' });
  });

  it('refuses what is not a JPEG, PNG or WebP picture, in Persian', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product } = await makeProduct();
    const text = await upload(product.id, token, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), {}, 'x.png');
    expect(text).toMatchObject({ status: 400, body: { errors: { file: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود' } } });
    const broken = await upload(product.id, token, (await png()).slice(0, 40));
    expect(broken).toMatchObject({ status: 400, body: { errors: { file: 'این فایل تصویر سالمی نیست' } } });
    const content = await loginAsStaff('content');
    expect((await upload(product.id, content.token, await png())).status).toBe(403);
  });

  it('reorders, edits alt text and removes pictures; refuses addresses that are not its own', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product } = await makeProduct();
    await upload(product.id, token, await png(400, 400));
    const second = dataOf(adminProductSchema, (await upload(product.id, token, await png(500, 400))).body);
    const [a, b] = second.pictures;
    const reordered = await userJson('PUT', `/admin/products/${product.id}/pictures`, token, { pictures: [{ ...b, alt: 'اصلی' }, a] });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(dataOf(adminProductSchema, reordered.body).pictures.map((p) => [p.src, p.alt])).toEqual([
      [b!.src, 'اصلی'],
      [a!.src, ''],
    ]);
    const foreign = await userJson('PUT', `/admin/products/${product.id}/pictures`, token, { pictures: [{ src: 'https://example.com/x.jpg', alt: '', colourValueId: null }] });
    expect(foreign).toMatchObject({ status: 400, body: { message: 'یکی از تصویرها از تصویرهای این کالا نیست' } });
    const removed = await userJson('PUT', `/admin/products/${product.id}/pictures`, token, { pictures: [b] });
    expect(dataOf(adminProductSchema, removed.body).pictures).toHaveLength(1);
  });
});
