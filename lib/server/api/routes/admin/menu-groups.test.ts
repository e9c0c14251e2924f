import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMenuGroupSchema, adminMenuItemSchema, HEADER_MENU_POSITION, OTHER_MENU_POSITION } from '@/lib/contracts/admin/menus';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, menuGroups, menuItems } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

async function shownMenus() {
  return envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.menus;
}

const groupRows = (id: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'menu_group'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

const headerGroup = async () => (await shownMenus()).filter((g) => g.position === HEADER_MENU_POSITION);

describe('console menu groups', () => {
  it('only content.write creates, changes, removes or places a group; the others get 403 and nothing changes', async () => {
    const editor = await loginAsStaff('content');
    const group = dataOf(adminMenuGroupSchema, (await userJson('POST', '/admin/menus', editor.token, { title: 'منوی پابرگ' })).body);
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('POST', '/admin/menus', staff.token, { title: 'منوی تازه' })).status, role).toBe(403);
      expect((await userJson('PUT', `/admin/menus/${group.id}`, staff.token, { title: 'نام دیگر' })).status, role).toBe(403);
      expect((await userJson('PUT', `/admin/menus/${group.id}/header`, staff.token)).status, role).toBe(403);
      expect((await userJson('DELETE', `/admin/menus/${group.id}`, staff.token)).status, role).toBe(403);
    }
    expect(await getDb().select().from(menuGroups).where(eq(menuGroups.id, group.id))).toMatchObject([{ title: 'منوی پابرگ', position: OTHER_MENU_POSITION }]);
    expect((await groupRows(group.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('refuses a bad name or body in Persian, writing nothing', async () => {
    const editor = await loginAsStaff('content');
    const before = await getDb().$count(menuGroups);
    for (const body of [{ title: 'x' }, { title: '' }, {}, { title: 'منوی خوب', mobileView: 'بله' }]) {
      const res = await userJson('POST', '/admin/menus', editor.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    expect(await getDb().$count(menuGroups)).toBe(before);
    const group = dataOf(adminMenuGroupSchema, (await userJson('POST', '/admin/menus', editor.token, { title: 'منوی کناری' })).body);
    const empty = await userJson('PUT', `/admin/menus/${group.id}`, editor.token, {});
    expect(empty).toMatchObject({ status: 400, body: { message: 'نام تازه یا نمایش در موبایل را بفرستید' } });
    expect((await userJson('PUT', `/admin/menus/${group.id}`, editor.token, { title: 'ب' })).status).toBe(400);
    expect((await userJson('PUT', '/admin/menus/999999', editor.token, { title: 'منوی گمشده' })).status).toBe(404);
    expect((await userJson('PUT', '/admin/menus/999999/header', editor.token)).status).toBe(404);
    expect(await getDb().select().from(menuGroups).where(eq(menuGroups.id, group.id))).toMatchObject([{ title: 'منوی کناری' }]);
    expect((await groupRows(group.id)).map((r) => r.action)).toEqual(['create']);
  });

  it('a new group starts outside the header; renamed and shown on phones, at once; each write audited', async () => {
    const editor = await loginAsStaff('content');
    const created = await userJson('POST', '/admin/menus', editor.token, { title: 'راهنمای خرید' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const group = dataOf(adminMenuGroupSchema, created.body);
    expect(group).toMatchObject({ title: 'راهنمای خرید', position: OTHER_MENU_POSITION, mobileView: false, items: [] });
    expect((await shownMenus()).find((g) => g.id === group.id)).toMatchObject({ title: 'راهنمای خرید', position: OTHER_MENU_POSITION, mobileView: false });

    expect((await userJson('PUT', `/admin/menus/${group.id}`, editor.token, { title: 'راهنمای مشتریان' })).status).toBe(204);
    expect((await userJson('PUT', `/admin/menus/${group.id}`, editor.token, { mobileView: true })).status).toBe(204);
    expect((await shownMenus()).find((g) => g.id === group.id)).toMatchObject({ title: 'راهنمای مشتریان', mobileView: true });

    const rows = await groupRows(group.id);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['update', { mobileView: false }, { mobileView: true }],
      ['update', { title: 'راهنمای خرید' }, { title: 'راهنمای مشتریان' }],
      ['create', null, { id: group.id, title: 'راهنمای خرید', position: OTHER_MENU_POSITION, mobileView: false, items: [] }],
    ]);
    expect(rows[0]).toMatchObject({ actorUserId: editor.user.id });
  });

  it('the header takes the group chosen, one at a time; the header’s group is not removed (409) until another takes its place', async () => {
    const editor = await loginAsStaff('content');
    const [seedHeader] = await headerGroup();
    expect(seedHeader).toBeDefined();
    const group = dataOf(adminMenuGroupSchema, (await userJson('POST', '/admin/menus', editor.token, { title: 'منوی جشنواره' })).body);
    const item = dataOf(adminMenuItemSchema, (await userJson('POST', '/admin/menus/items', editor.token, { groupId: group.id, title: 'حراج', link: '/shop' })).body);

    expect((await userJson('PUT', `/admin/menus/${group.id}/header`, editor.token)).status).toBe(204);
    expect((await headerGroup()).map((g) => [g.id, g.menuItems.map((i) => i.title)])).toEqual([[group.id, ['حراج']]]);
    expect((await shownMenus()).find((g) => g.id === seedHeader!.id)!.position).toBe(OTHER_MENU_POSITION);
    // Choosing it again changes nothing and writes no second row.
    expect((await userJson('PUT', `/admin/menus/${group.id}/header`, editor.token)).status).toBe(204);
    expect((await groupRows(group.id)).filter((r) => r.action === 'menu.header').map((r) => [r.before, r.after])).toEqual([[{ headerGroupIds: [seedHeader!.id] }, { headerGroupIds: [group.id] }]]);

    const refused = await userJson('DELETE', `/admin/menus/${group.id}`, editor.token);
    expect(refused).toMatchObject({ status: 409, body: { message: 'این گروه، منوی سرصفحه فروشگاه است و حذف نمی‌شود؛ نخست گروه دیگری را منوی سرصفحه کنید' } });
    expect(await getDb().select().from(menuItems).where(eq(menuItems.id, item.id))).toHaveLength(1);
    expect((await groupRows(group.id)).map((r) => r.action)).not.toContain('delete');

    expect((await userJson('PUT', `/admin/menus/${seedHeader!.id}/header`, editor.token)).status).toBe(204);
    expect((await headerGroup()).map((g) => g.id)).toEqual([seedHeader!.id]);
    expect((await userJson('DELETE', `/admin/menus/${group.id}`, editor.token)).status).toBe(204);
    expect((await shownMenus()).find((g) => g.id === group.id)).toBeUndefined();
  });

  it('removing a group removes its items and children, kept in the audit row; a second removal is 404', async () => {
    const editor = await loginAsStaff('content');
    const group = dataOf(adminMenuGroupSchema, (await userJson('POST', '/admin/menus', editor.token, { title: 'منوی کهنه', mobileView: true })).body);
    const add = async (body: Record<string, unknown>) => dataOf(adminMenuItemSchema, (await userJson('POST', '/admin/menus/items', editor.token, { groupId: group.id, link: '/shop', ...body })).body);
    const top = await add({ title: 'گوشی' });
    await add({ title: 'سامسونگ', parentId: top.id });
    await add({ title: 'لپ‌تاپ' });

    expect((await userJson('DELETE', `/admin/menus/${group.id}`, editor.token)).status).toBe(204);
    expect(await getDb().select().from(menuItems).where(eq(menuItems.groupId, group.id))).toEqual([]);
    expect((await shownMenus()).find((g) => g.id === group.id)).toBeUndefined();
    const [row] = await groupRows(group.id);
    expect(row).toMatchObject({ action: 'delete', after: null, before: { title: 'منوی کهنه', mobileView: true } });
    expect((row!.before as { items: { title: string }[] }).items.map((i) => i.title)).toEqual(['گوشی', 'سامسونگ', 'لپ‌تاپ']);
    expect((await userJson('DELETE', `/admin/menus/${group.id}`, editor.token)).status).toBe(404);
  });
});
