import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyIdentity } from '@/lib/contracts/admin/company';
import { adminBannerSchema } from '@/lib/contracts/admin/banners';
import { adminMenuGroupSchema } from '@/lib/contracts/admin/menus';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { fileStorage } from '@/lib/server/providers/storage/create-storage';
import { SYSTEM_ACTOR } from '@/lib/server/services/audit/audit-log';
import { getCompanyIdentity, updateCompanyIdentity } from '@/lib/server/services/content/company-admin';
import { renderContentPicture } from '@/lib/server/services/content/content-pictures';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
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

/** Whether an uploaded picture's original is still in storage. */
const stored = async (src: string) => (await fileStorage().get(`content/${src.split('/').at(-1)!}/original`)) !== null;

async function uploaded(token: string): Promise<string> {
  const res = await upload(token, await png());
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { src: string } }).data.src;
}

const staticData = async () => envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data;

describe('uploaded logos and sign-in pictures, and pictures no saved form names', () => {
  let original: CompanyIdentity;
  beforeAll(async () => {
    original = await getCompanyIdentity();
  });
  afterAll(async () => {
    await updateCompanyIdentity(SYSTEM_ACTOR, original);
  });

  it('the header and footer logos and the sign-in pictures take uploaded addresses, served resized; replaced or removed ones are deleted after the save', async () => {
    const editor = await loginAsStaff('content');
    const [logo, footer, first, second, third] = [await uploaded(editor.token), await uploaded(editor.token), await uploaded(editor.token), await uploaded(editor.token), await uploaded(editor.token)];
    const save = (patch: Partial<CompanyIdentity>) => userJson('PUT', '/admin/company', editor.token, { ...original, ...patch });

    expect((await save({ logo, footerLogo: footer, loginImages: [second, first, third] })).status).toBe(200);
    const data = await staticData();
    expect(data.company.companyLogoImages).toEqual({ original: { src: logo, alt: original.name } });
    expect(data.footerLogo).toEqual({ original: { src: footer, alt: original.name } });
    expect(data.loginImages.map((image) => image.original?.src)).toEqual([second, first, third]);
    expect(await sharp((await renderContentPicture(logo.split('/').at(-1)!, 200, null))!).metadata()).toMatchObject({ format: 'webp', width: 256 });

    // The first sign-in picture goes, the footer logo is taken off and the header logo replaced by the footer's.
    expect((await save({ logo: footer, footerLogo: null, loginImages: [second, third] })).status).toBe(200);
    expect((await staticData()).loginImages.map((image) => image.original?.src)).toEqual([second, third]);
    expect(await stored(first)).toBe(false);
    expect(await stored(logo)).toBe(false);
    expect(await stored(footer)).toBe(true);
    expect(await stored(second)).toBe(true);
  });

  it('a refused save deletes nothing; a picture another row still names is kept', async () => {
    const editor = await loginAsStaff('content');
    const logo = await uploaded(editor.token);
    const shared = await uploaded(editor.token);
    expect((await userJson('PUT', '/admin/company', editor.token, { ...original, logo, loginImages: [shared] })).status).toBe(200);
    expect((await userJson('POST', '/admin/banners', editor.token, { moduleNumber: 2, linkType: 1, title: 'بنر مشترک', link: '/shop', imageSrc: shared })).status).toBe(201);
    expect((await userJson('PUT', '/admin/pages/picture-page', editor.token, { title: 'صفحه با تصویر', body: `<p><a href="${logo}?w=640">لوگوی فروشگاه برای رسانه‌ها</a></p>` })).status).toBe(201);

    expect((await userJson('PUT', '/admin/company', editor.token, { ...original, logo: 'javascript:alert(1)', loginImages: [] })).status).toBe(400);
    expect(await stored(shared)).toBe(true);

    expect((await userJson('PUT', '/admin/company', editor.token, { ...original, loginImages: [] })).status).toBe(200);
    expect(await stored(shared)).toBe(true);
    expect(await stored(logo)).toBe(true);
  });

  it('a banner replaced or removed, and a menu group removed with its picture item, delete the pictures they named', async () => {
    const editor = await loginAsStaff('content');
    const [a, b, c] = [await uploaded(editor.token), await uploaded(editor.token), await uploaded(editor.token)];
    const banner = dataOf(adminBannerSchema, (await userJson('POST', '/admin/banners', editor.token, { moduleNumber: 2, linkType: 2, title: 'بنر پاییزه', link: '/shop', imageSrc: a })).body);
    expect((await userJson('PUT', `/admin/banners/${banner.id}`, editor.token, { moduleNumber: 2, linkType: 2, title: 'بنر پاییزه', link: '/shop', imageSrc: b })).status).toBe(200);
    expect(await stored(a)).toBe(false);
    expect((await userJson('DELETE', `/admin/banners/${banner.id}`, editor.token)).status).toBe(204);
    expect(await stored(b)).toBe(false);

    const group = dataOf(adminMenuGroupSchema, (await userJson('POST', '/admin/menus', editor.token, { title: 'منوی جشنواره' })).body);
    const top = (await userJson('POST', '/admin/menus/items', editor.token, { groupId: group.id, title: 'جشنواره', link: '/shop' })).body as { data: { id: number } };
    expect((await userJson('POST', '/admin/menus/items', editor.token, { groupId: group.id, parentId: top.data.id, title: 'بنر جشنواره', link: '/shop', itemType: 4, imageSrc: c })).status).toBe(201);
    expect((await userJson('DELETE', `/admin/menus/${group.id}`, editor.token)).status).toBe(204);
    expect(await stored(c)).toBe(false);
  });
});
