import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminMenuGroupSchema, adminMenuItemSchema } from '@/lib/contracts/admin/menus';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, menuGroups } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

async function shownMenus() {
  return envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.menus;
}

async function aGroup(): Promise<number> {
  const [group] = await getDb().insert(menuGroups).values({ title: 'منوی آزمایشی', position: 1 }).returning({ id: menuGroups.id });
  return group!.id;
}

describe('console menus', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    const groupId = await aGroup();
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/menus', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/menus/items', staff.token, { groupId, title: 'گوشی', link: '/shop' })).status, role).toBe(403);
      expect((await userJson('PUT', `/admin/menus/${groupId}`, staff.token, { mobileView: false })).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/menus/items/1', staff.token)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/menus/items/order', staff.token, { ids: [1] })).status, role).toBe(403);
    }
  });

  it('a top item and its mega-menu children show at once; two levels only; a banner item needs a picture; each audited', async () => {
    const editor = await loginAsStaff('content');
    const groupId = await aGroup();
    const add = (body: Record<string, unknown>) => userJson('POST', '/admin/menus/items', editor.token, { groupId, ...body });

    const top = await add({ title: 'گوشی موبایل', link: '/shop/category-mobile', sort: 1 });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    const topItem = dataOf(adminMenuItemSchema, top.body);
    const child = dataOf(adminMenuItemSchema, (await add({ title: 'سامسونگ', link: '/shop/brand-samsung', parentId: topItem.id })).body);
    const noPicture = await add({ title: 'جشنواره', link: '/shop', parentId: topItem.id, itemType: 4 });
    expect(noPicture.status).toBe(400);
    expect(JSON.stringify(noPicture.body)).toContain('نشانی تصویر');
    expect((await add({ title: 'جشنواره', link: '/shop', parentId: topItem.id, itemType: 4, imageSrc: '/media/b.svg' })).status).toBe(201);
    const deep = await add({ title: 'گلکسی', link: '/shop/galaxy', parentId: child.id });
    expect(deep.status).toBe(400);
    expect(deep.body).toMatchObject({ message: 'منو حداکثر دو سطح دارد: مورد اصلی و زیرمنوی آن' });
    expect((await add({ title: 'بد', link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await userJson('POST', '/admin/menus/items', editor.token, { groupId: 999999, title: 'گوشی', link: '/shop' })).status).toBe(400);

    const group = (await shownMenus()).find((g) => g.id === groupId)!;
    expect(group.menuItems.map((i) => i.title)).toEqual(['گوشی موبایل']);
    expect(group.menuItems[0]!.childs.map((c) => [c.title, c.itemType])).toEqual([
      ['سامسونگ', 1],
      ['جشنواره', 4],
    ]);

    const renamed = await userJson('PUT', `/admin/menus/items/${child.id}`, editor.token, { groupId, parentId: topItem.id, title: 'سامسونگ گلکسی', link: '/shop/brand-samsung' });
    expect(renamed.status).toBe(200);
    expect((await shownMenus()).find((g) => g.id === groupId)!.menuItems[0]!.childs[0]!.title).toBe('سامسونگ گلکسی');
    // A parent with children cannot itself move under another item.
    expect((await userJson('PUT', `/admin/menus/items/${topItem.id}`, editor.token, { groupId, parentId: child.id, title: 'گوشی موبایل', link: '/shop' })).status).toBe(400);

    expect((await userJson('PUT', `/admin/menus/${groupId}`, editor.token, { mobileView: false })).status).toBe(204);
    expect((await shownMenus()).find((g) => g.id === groupId)!.mobileView).toBe(false);
    const listed = (await userJson('GET', '/admin/menus', editor.token)).body as { data: unknown[] };
    expect(listed.data.map((g) => adminMenuGroupSchema.parse(g)).find((g) => g.id === groupId)!.items).toHaveLength(3);

    expect((await userJson('DELETE', `/admin/menus/items/${topItem.id}`, editor.token)).status).toBe(204);
    expect((await shownMenus()).find((g) => g.id === groupId)!.menuItems).toEqual([]);
    expect((await userJson('DELETE', `/admin/menus/items/${child.id}`, editor.token)).status).toBe(404);
    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'menu_item'), eq(auditLog.entityId, String(topItem.id)))).orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['delete', 'create']);
    expect((rows[0]!.before as { children: unknown[] }).children).toHaveLength(2);
  });

  it('reorders siblings: top items and one item’s children, shown at once; a stale or mixed list is refused; audited', async () => {
    const editor = await loginAsStaff('content');
    const groupId = await aGroup();
    const add = async (body: Record<string, unknown>) => dataOf(adminMenuItemSchema, (await userJson('POST', '/admin/menus/items', editor.token, { groupId, link: '/shop', ...body })).body);
    const a = await add({ title: 'مورد الف' });
    const b = await add({ title: 'مورد ب' });
    const c = await add({ title: 'مورد پ' });
    const child1 = await add({ title: 'زیر یک', parentId: a.id });
    const child2 = await add({ title: 'زیر دو', parentId: a.id });
    const order = (ids: unknown) => userJson('PUT', '/admin/menus/items/order', editor.token, { ids });
    const shownTitles = async () => (await shownMenus()).find((g) => g.id === groupId)!.menuItems.map((i) => [i.title, i.childs.map((x) => x.title)]);

    expect((await order([c.id, a.id, b.id])).status).toBe(204);
    expect((await order([child2.id, child1.id])).status).toBe(204);
    expect(await shownTitles()).toEqual([
      ['مورد پ', []],
      ['مورد الف', ['زیر دو', 'زیر یک']],
      ['مورد ب', []],
    ]);

    // Each sibling once and all of them, from one level only: otherwise the screen was stale.
    for (const [ids, status, message] of [
      [[c.id, a.id], 409, 'منو در این فاصله تغییر کرده است'],
      [[c.id, a.id, child1.id], 409, 'منو در این فاصله تغییر کرده است'],
      [[c.id, c.id, a.id], 400, 'ترتیب تازه باید'],
      [[], 400, 'ترتیب تازه باید'],
      [[999_999], 404, 'مورد منو پیدا نشد'],
    ] as const) {
      const res = await order(ids);
      expect(res.status, JSON.stringify(ids)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect((await shownTitles()).map(([t]) => t)).toEqual(['مورد پ', 'مورد الف', 'مورد ب']);

    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'menu_group'), eq(auditLog.entityId, String(groupId)), eq(auditLog.action, 'menu.reorder'))).orderBy(desc(auditLog.id));
    expect(rows.map((r) => [r.before, r.after])).toEqual([
      [{ order: [child1.id, child2.id] }, { order: [child2.id, child1.id] }],
      [{ order: [a.id, b.id, c.id] }, { order: [c.id, a.id, b.id] }],
    ]);
  });
});
