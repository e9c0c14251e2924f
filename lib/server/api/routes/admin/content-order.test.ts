import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBannerSchema } from '@/lib/contracts/admin/banners';
import { adminFaqGroupSchema, adminFaqQuestionSchema } from '@/lib/contracts/admin/faq';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, faqGroups, faqs } from '@/lib/server/db/schema';
import { listFaq } from '@/lib/server/services/content/faq';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

// Dragging in the console sends a whole new order of siblings: FAQ groups, one group's questions, one slot's banners.

const rowsOf = (entityType: string, entityId: number | string, action: string) =>
  getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id));

const order = (token: string, path: string, ids: unknown) => userJson('PUT', path, token, { ids });

describe('reordering FAQ questions and groups, and banners', () => {
  it('only content.write reorders; the others get 403 and nothing moves', async () => {
    const editor = await loginAsStaff('content');
    const groups = dataOf(adminFaqGroupSchema.array(), (await userJson('GET', '/admin/faq', editor.token)).body);
    const reversed = groups.map((g) => g.id).reverse();
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await order(staff.token, '/admin/faq/groups/order', reversed)).status, role).toBe(403);
      expect((await order(staff.token, '/admin/faq/questions/order', [1])).status, role).toBe(403);
      expect((await order(staff.token, '/admin/banners/order', [1])).status, role).toBe(403);
    }
    expect(dataOf(adminFaqGroupSchema.array(), (await userJson('GET', '/admin/faq', editor.token)).body).map((g) => g.id)).toEqual(groups.map((g) => g.id));
    expect(await rowsOf('faq_groups', 'all', 'faq.reorder_groups')).toEqual([]);
  });

  it('one group’s questions: the new order shows on /faq at once, audited; a stale, mixed or repeated list changes nothing', async () => {
    const editor = await loginAsStaff('content');
    const newGroup = async (title: string) => dataOf(adminFaqGroupSchema, (await userJson('POST', '/admin/faq/groups', editor.token, { title })).body);
    const ask = async (groupId: number, question: string) => dataOf(adminFaqQuestionSchema, (await userJson('POST', '/admin/faq/questions', editor.token, { groupId, question, answer: 'پاسخ کوتاه.' })).body);
    const shipping = await newGroup('ارسال کالا');
    const other = await newGroup('بازگشت کالا');
    const a = await ask(shipping.id, 'ارسال چند روز طول می‌کشد؟');
    const b = await ask(shipping.id, 'هزینه ارسال چقدر است؟');
    const c = await ask(shipping.id, 'به شهرستان هم ارسال دارید؟');
    const elsewhere = await ask(other.id, 'کالا را چطور برگردانم؟');
    const shown = async () => (await listFaq()).find((g) => g.id === shipping.id)!.items.map((q) => q.id);
    const path = '/admin/faq/questions/order';

    expect((await order(editor.token, path, [c.id, a.id, b.id])).status).toBe(204);
    expect(await shown()).toEqual([c.id, a.id, b.id]);

    for (const [ids, status, message] of [
      [[c.id, a.id], 409, 'پرسش‌ها در این فاصله تغییر کرده‌اند'],
      [[c.id, a.id, b.id, elsewhere.id], 409, 'پرسش‌ها در این فاصله تغییر کرده‌اند'],
      [[c.id, c.id, a.id], 400, 'ترتیب تازه باید همه پرسش‌های این گروه را'],
      [[], 400, 'ترتیب تازه باید همه پرسش‌های این گروه را'],
      [['یک'], 400, 'پرسش پیدا نشد'],
      [[999_999], 404, 'پرسش پیدا نشد'],
    ] as const) {
      const res = await order(editor.token, path, ids);
      expect(res.status, JSON.stringify(ids)).toBe(status);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await shown()).toEqual([c.id, a.id, b.id]);
    const rows = await rowsOf('faq_group', shipping.id, 'faq.reorder');
    expect(rows.map((r) => [r.before, r.after])).toEqual([[{ order: [a.id, b.id, c.id] }, { order: [c.id, a.id, b.id] }]]);
    expect(rows[0]).toMatchObject({ actorUserId: editor.user.id });
    expect((await getDb().select({ id: faqs.id, sort: faqs.sort }).from(faqs).where(eq(faqs.groupId, other.id)))).toEqual([{ id: elsewhere.id, sort: 0 }]);
  });

  it('the groups: the whole list in a new order, shown on /faq at once, audited; a stale list is refused', async () => {
    const editor = await loginAsStaff('content');
    const fresh = dataOf(adminFaqGroupSchema, (await userJson('POST', '/admin/faq/groups', editor.token, { title: 'پرداخت اقساطی' })).body);
    await userJson('POST', '/admin/faq/questions', editor.token, { groupId: fresh.id, question: 'پیش‌پرداخت چند درصد است؟', answer: 'بسته به طرح.' });
    const ids = dataOf(adminFaqGroupSchema.array(), (await userJson('GET', '/admin/faq', editor.token)).body).map((g) => g.id);
    const wanted = [fresh.id, ...ids.filter((id) => id !== fresh.id)];

    expect((await order(editor.token, '/admin/faq/groups/order', wanted.slice(1))).status).toBe(409);
    expect((await order(editor.token, '/admin/faq/groups/order', wanted)).status).toBe(204);
    expect((await listFaq())[0]!.id).toBe(fresh.id);
    expect(dataOf(adminFaqGroupSchema.array(), (await userJson('GET', '/admin/faq', editor.token)).body).map((g) => g.id)).toEqual(wanted);
    expect((await getDb().select({ sort: faqGroups.sort }).from(faqGroups).where(eq(faqGroups.id, fresh.id)))[0]!.sort).toBe(0);
    expect((await rowsOf('faq_groups', 'all', 'faq.reorder_groups')).map((r) => [r.before, r.after])).toEqual([[{ order: ids }, { order: wanted }]]);
  });

  it('one slot’s banners, wide and narrow together: the home page’s order changes at once, audited; another slot’s banner is refused', async () => {
    const editor = await loginAsStaff('content');
    const add = async (moduleNumber: number, linkType: number, title: string) =>
      dataOf(adminBannerSchema, (await userJson('POST', '/admin/banners', editor.token, { moduleNumber, linkType, title, link: '/shop', imageSrc: '/media/b.svg' })).body);
    const slot = 3;
    const wide = await add(slot, 2, 'بنر دسته پهن');
    const narrow = await add(slot, 1, 'بنر دسته باریک');
    const bottom = await add(4, 2, 'بنر پایین');
    const inSlot = dataOf(adminBannerSchema.array(), (await userJson('GET', '/admin/banners', editor.token)).body).filter((b) => b.moduleNumber === slot);
    const all = inSlot.map((b) => b.id);
    const wanted = [narrow.id, wide.id, ...all.filter((id) => id !== narrow.id && id !== wide.id)];
    const active = new Set(inSlot.filter((b) => b.active).map((b) => b.id));
    const shown = async () => envelope(staticDataSchema).parse((await callApi('/public/getStaticsData')).body).data.banners.filter((b) => b.moduleNumber === slot).map((b) => b.id);

    const mixed = await order(editor.token, '/admin/banners/order', [...all, bottom.id]);
    expect(mixed).toMatchObject({ status: 409, body: { message: 'بنرهای این جایگاه در این فاصله تغییر کرده‌اند؛ صفحه را تازه کنید و دوباره جابه‌جا کنید' } });
    expect((await order(editor.token, '/admin/banners/order', [wide.id, wide.id])).status).toBe(400);
    expect(await rowsOf('banner_slot', slot, 'banner.reorder')).toEqual([]);

    expect((await order(editor.token, '/admin/banners/order', wanted)).status).toBe(204);
    expect(await shown()).toEqual(wanted.filter((id) => active.has(id)));
    expect(dataOf(adminBannerSchema.array(), (await userJson('GET', '/admin/banners', editor.token)).body).filter((b) => b.moduleNumber === slot).map((b) => b.id)).toEqual(wanted);
    const [row] = await rowsOf('banner_slot', slot, 'banner.reorder');
    expect(row).toMatchObject({ actorUserId: editor.user.id, before: { order: all }, after: { order: wanted } });
  });
});
