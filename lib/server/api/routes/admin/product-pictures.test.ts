import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminProductSchema } from '@/lib/contracts/admin/products';
import { getDb } from '@/lib/server/db/client';
import { auditLog, productVariants } from '@/lib/server/db/schema';
import { renderProductPicture } from '@/lib/server/services/catalog/product-pictures';
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

/** What app/media/catalog/[productId]/[name] serves for an address and its w/q. */
async function served(src: string, w: number, q: number) {
  const [, , , productId, name] = src.split('/');
  return renderProductPicture(Number(productId), name!, w, q);
}

describe('/api/admin/products/{id}/pictures', () => {
  it('uploads a picture, serves it as WebP at the asked width (rounded up to a kept size), and audits it', async () => {
    const { token } = await loginAsStaff('catalog');
    const { product, variants } = await makeProduct();
    const colour = variants[0]!.attr1ValueId!;
    const res = await upload(product.id, token, await png(), { alt: 'نمای جلو', colourValueId: String(colour) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const saved = dataOf(adminProductSchema, res.body);
    expect(saved.pictures).toEqual([{ src: expect.stringMatching(/^\/media\/catalog\/\d+\/[0-9a-f-]{36}$/), alt: 'نمای جلو', colourValueId: colour }]);
    const [variant] = await getDb().select().from(productVariants).where(eq(productVariants.id, variants[0]!.id));
    expect(variant!.images).toEqual([{ original: { src: saved.pictures[0]!.src, alt: 'نمای جلو' } }]);

    const picture = await served(saved.pictures[0]!.src, 300, 75);
    expect(await sharp(picture!).metadata()).toMatchObject({ format: 'webp', width: 320 });
    // The second request is served from the kept size, byte for byte.
    expect(await served(saved.pictures[0]!.src, 310, 74)).toEqual(picture);
    expect(await served(`/media/catalog/${product.id}/00000000-0000-0000-0000-000000000000`, 300, 75)).toBeNull();
    expect(await served(`/media/catalog/${product.id}/..%2F..%2Fetc`, 300, 75)).toBeNull();

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
