import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminNotificationSchema } from '@/lib/contracts/admin/notifications';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, siteNotifications } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const popup = { type: 1, title: 'جشنواره زمستانه', alt: 'تخفیف تا ۳۰ درصد', link: '/shop?discount=1', imageSrc: '/media/ph/banner/200/winter', active: true, mobileView: false, viewCount: 3, sort: 2 };

async function shown() {
  return envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.notification;
}

const rowsOf = (id: number) => getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'site_notification'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('console top banners and popups', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/notifications', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/notifications', staff.token, popup)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/notifications/1', staff.token, popup)).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/notifications/1', staff.token)).status, role).toBe(403);
    }
    expect((await callApi('/admin/notifications')).status).toBe(401);
  });

  it('refuses unsafe links, a popup without a picture and bad counts, in Persian, writing nothing', async () => {
    const editor = await loginAsStaff('content');
    const before = await getDb().select().from(siteNotifications);
    for (const [field, value, message] of [
      ['link', 'javascript:alert(1)', 'پیوند باید'],
      ['imageSrc', 'data:image/png;base64,AAAA', 'نشانی تصویر'],
      ['imageSrc', '', 'پنجره بازشو بدون تصویر'],
      ['type', 2, 'نوع اطلاعیه'],
      ['viewCount', 0, 'دفعات نمایش'],
      ['viewCount', '۱۰۱', 'دفعات نمایش'],
      ['title', 'x', 'عنوان اطلاعیه'],
    ] as const) {
      const res = await userJson('POST', '/admin/notifications', editor.token, { ...popup, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await getDb().select().from(siteNotifications)).toHaveLength(before.length);
  });

  it('a popup with its view count and a text-only top banner show in the static data at once; off, changed and removed; each audited', async () => {
    const editor = await loginAsStaff('content');
    const created = await userJson('POST', '/admin/notifications', editor.token, { ...popup, viewCount: '۳' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const made = dataOf(adminNotificationSchema, created.body);
    expect(made).toMatchObject(popup);
    expect((await shown()).find((n) => n.id === made.id)).toMatchObject({
      type: 1,
      active: true,
      mobileView: false,
      viewCount: 3,
      alt: 'تخفیف تا ۳۰ درصد',
      link: '/shop?discount=1',
      images: { original: { src: popup.imageSrc } },
    });

    // A top banner may be text alone, without a link.
    const strip = await userJson('POST', '/admin/notifications', editor.token, { type: 0, title: 'ارسال رایگان این هفته', imageSrc: '', link: '' });
    expect(strip.status, JSON.stringify(strip.body)).toBe(201);
    const stripId = dataOf(adminNotificationSchema, strip.body).id;
    expect((await shown()).find((n) => n.id === stripId)).toMatchObject({ type: 0, title: 'ارسال رایگان این هفته', images: null, link: null, active: true });

    // Switched off, a popup is still sent (inactive): the device clears its count (SPEC §4).
    const off = await userJson('PUT', `/admin/notifications/${made.id}`, editor.token, { ...popup, active: false, viewCount: 5 });
    expect(off.status).toBe(200);
    expect((await shown()).find((n) => n.id === made.id)).toMatchObject({ active: false, viewCount: 5 });
    const listed = dataOf(adminNotificationSchema.array(), (await userJson('GET', '/admin/notifications', editor.token)).body);
    expect(listed.find((n) => n.id === made.id)?.active).toBe(false);

    expect((await userJson('DELETE', `/admin/notifications/${made.id}`, editor.token)).status).toBe(204);
    expect((await shown()).some((n) => n.id === made.id)).toBe(false);
    expect((await userJson('DELETE', `/admin/notifications/${made.id}`, editor.token)).status).toBe(404);
    expect((await userJson('PUT', `/admin/notifications/${made.id}`, editor.token, popup)).status).toBe(404);

    const rows = await rowsOf(made.id);
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]).toMatchObject({ actorUserId: editor.user.id, before: { active: true, viewCount: 3 }, after: { active: false, viewCount: 5 } });
  });
});
