import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSiteLinkSchema } from '@/lib/contracts/admin/site-links';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, siteLinks } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const body = { title: 'شرایط گارانتی', link: '/pages/warranty', linkType: 2, sort: 9 };

async function shownLinks() {
  return envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.siteLink;
}

describe('console footer links', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/site-links', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/site-links', staff.token, body)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/site-links/1', staff.token, body)).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/site-links/1', staff.token)).status, role).toBe(403);
    }
  });

  it('refuses unsafe links and unknown places in Persian, writing nothing', async () => {
    const editor = await loginAsStaff('content');
    const before = await getDb().select().from(siteLinks);
    for (const [field, value, message] of [
      ['link', 'javascript:alert(1)', 'پیوند باید'],
      ['link', '//evil.example', 'پیوند باید'],
      ['linkType', 3, 'جای پیوند'],
      ['title', 'x', 'عنوان پیوند'],
    ] as const) {
      const res = await userJson('POST', '/admin/site-links', editor.token, { ...body, [field]: value });
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await getDb().select().from(siteLinks)).toHaveLength(before.length);
  });

  it('a footer link shows in the static data at once, changes and goes; each audited', async () => {
    const editor = await loginAsStaff('content');
    const created = await userJson('POST', '/admin/site-links', editor.token, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const link = dataOf(adminSiteLinkSchema, created.body);
    expect((await shownLinks()).find((l) => l.id === link.id)).toMatchObject({ title: 'شرایط گارانتی', link: '/pages/warranty', linkType: 2 });

    expect((await userJson('PUT', `/admin/site-links/${link.id}`, editor.token, { ...body, title: 'گارانتی کالا' })).status).toBe(200);
    expect((await shownLinks()).find((l) => l.id === link.id)?.title).toBe('گارانتی کالا');

    expect((await userJson('DELETE', `/admin/site-links/${link.id}`, editor.token)).status).toBe(204);
    expect((await shownLinks()).some((l) => l.id === link.id)).toBe(false);
    expect((await userJson('DELETE', `/admin/site-links/${link.id}`, editor.token)).status).toBe(404);
    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'site_link'), eq(auditLog.entityId, String(link.id)))).orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(rows[1]).toMatchObject({ actorUserId: editor.user.id, before: { title: 'شرایط گارانتی' }, after: { title: 'گارانتی کالا' } });
  });
});
