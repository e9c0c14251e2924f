import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { renderContentPicture } from '@/lib/server/services/content/content-pictures';
import { callApi } from '@/tests/api';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

async function png() {
  return new Uint8Array(await sharp({ create: { width: 1200, height: 400, channels: 3, background: '#cc6633' } }).png().toBuffer());
}

function upload(token: string, bytes: Uint8Array, name = 'banner.png') {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return callApi('/admin/content/pictures', { method: 'POST', body, headers: { Authorization: `Bearer ${token}` } });
}

describe('/api/admin/content/pictures', () => {
  it('only content.write uploads', async () => {
    const bytes = await png();
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const { token } = await loginAsStaff(role);
      expect((await upload(token, bytes)).status, role).toBe(403);
    }
  });

  it('refuses a file that is not a picture by its bytes, in Persian', async () => {
    const { token } = await loginAsStaff('content');
    const res = await upload(token, new TextEncoder().encode('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'فقط تصویر JPEG، PNG یا WebP پذیرفته می‌شود' });
  });

  it('keeps the picture, serves it as WebP at the asked width, audits the upload; a banner saved with its address shows at once', async () => {
    const editor = await loginAsStaff('content');
    const res = await upload(editor.token, await png());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { src } = (res.body as { data: { src: string } }).data;
    expect(src).toMatch(/^\/media\/content\/[0-9a-f-]{36}$/);
    const name = src.split('/').at(-1)!;
    expect(await sharp((await renderContentPicture(name, 600, 75))!).metadata()).toMatchObject({ format: 'webp', width: 640 });
    expect(await renderContentPicture('00000000-0000-0000-0000-000000000000', 600, 75)).toBeNull();
    expect(await renderContentPicture('..%2F..%2Fetc', 600, 75)).toBeNull();
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'content_picture'), eq(auditLog.entityId, name)));
    expect(row).toMatchObject({ action: 'upload', actorUserId: editor.user.id, after: { src, type: 'png' } });

    const banner = await userJson('POST', '/admin/banners', editor.token, { moduleNumber: 2, linkType: 2, title: 'بنر بارگذاری‌شده', link: '/shop', imageSrc: src });
    expect(banner.status).toBe(201);
    const shown = envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.banners;
    expect(shown.find((b) => b.title === 'بنر بارگذاری‌شده')?.images).toMatchObject({ original: { src } });
  });
});
