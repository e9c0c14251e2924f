import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBannerSchema } from '@/lib/contracts/admin/banners';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const body = { moduleNumber: 2, linkType: 2, title: 'حراج پاییزه', link: '/shop/category-mobile', imageSrc: '/media/ph/banner/200/autumn', active: true, sort: 5 };

async function shownBanners() {
  const res = await callApi('/public/getStaticsData');
  return envelope(staticDataSchema).parse(res.body).data.banners;
}

const rowsOf = (id: number) => getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'banner'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('console banners', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/banners', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/banners', staff.token, body)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/banners/1', staff.token, body)).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/banners/1', staff.token)).status, role).toBe(403);
    }
  });

  it('refuses unsafe links, unknown slots and link types, in Persian', async () => {
    const editor = await loginAsStaff('content');
    for (const [field, value, message] of [
      ['link', 'javascript:alert(1)', 'پیوند باید'],
      ['link', '//evil.example', 'پیوند باید'],
      ['imageSrc', 'data:image/png;base64,AAAA', 'نشانی تصویر'],
      ['moduleNumber', 9, 'جایگاه بنر'],
      ['linkType', 3, 'نوع نمایش'],
      ['title', 'x', 'عنوان بنر'],
    ] as const) {
      const res = await userJson('POST', '/admin/banners', editor.token, { ...body, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });

  it('a banner added to a slot shows at once, hides when switched off, and goes when removed; each audited', async () => {
    const editor = await loginAsStaff('content');
    const created = await userJson('POST', '/admin/banners', editor.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const banner = dataOf(adminBannerSchema, created.body);
    expect(banner).toMatchObject({ ...body });
    expect((await shownBanners()).find((b) => b.id === banner.id)).toMatchObject({ moduleNumber: 2, linkType: 2, title: 'حراج پاییزه', images: { original: { src: body.imageSrc } } });

    const off = await userJson('PUT', `/admin/banners/${banner.id}`, editor.token, { ...body, active: false });
    expect(off.status).toBe(200);
    expect((await shownBanners()).some((b) => b.id === banner.id)).toBe(false);
    const listed = await userJson('GET', '/admin/banners', editor.token);
    expect((listed.body as { data: { id: number; active: boolean }[] }).data.find((b) => b.id === banner.id)?.active).toBe(false);

    expect((await userJson('DELETE', `/admin/banners/${banner.id}`, editor.token)).status).toBe(204);
    expect((await userJson('DELETE', `/admin/banners/${banner.id}`, editor.token)).status).toBe(404);
    expect((await userJson('PUT', `/admin/banners/${banner.id}`, editor.token, body)).status).toBe(404);
    const rows = await rowsOf(banner.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]).toMatchObject({ actorUserId: editor.user.id, before: { active: true }, after: { active: false } });
  });
});
