import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminFaqGroupSchema, adminFaqQuestionSchema } from '@/lib/contracts/admin/faq';
import { listFaq } from '@/lib/server/services/content/faq';
import { getDb } from '@/lib/server/db/client';
import { auditLog, faqs } from '@/lib/server/db/schema';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const rowsOf = (entityType: string, id: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('console FAQ', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/faq', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/faq/groups', staff.token, { title: 'ارسال' })).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/faq/groups/1', staff.token, { title: 'ارسال' })).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/faq/groups/1', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/faq/questions', staff.token, { groupId: 1, question: 'چه زمانی؟؟', answer: 'فردا' })).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/faq/questions/1', staff.token, { groupId: 1, question: 'چه زمانی؟؟', answer: 'فردا' })).status, role).toBe(403);
      expect((await userJson('DELETE', '/admin/faq/questions/1', staff.token)).status, role).toBe(403);
    }
  });

  it('refuses short texts and an unknown group in Persian, writing nothing', async () => {
    const editor = await loginAsStaff('content');
    const before = await getDb().select().from(faqs);
    const group = await userJson('POST', '/admin/faq/groups', editor.token, { title: 'x' });
    expect(group.status).toBe(400);
    expect(JSON.stringify(group.body)).toContain('عنوان گروه');
    for (const [body, message] of [
      [{ groupId: 999_999, question: 'ارسال چند روز طول می‌کشد؟', answer: 'دو روز' }, 'گروه پرسش‌ها پیدا نشد'],
      [{ groupId: 1, question: 'چه؟', answer: 'دو روز' }, 'پرسش را بنویسید'],
      [{ groupId: 1, question: 'ارسال چند روز طول می‌کشد؟', answer: '' }, 'پاسخ را بنویسید'],
    ] as const) {
      const res = await userJson('POST', '/admin/faq/questions', editor.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await getDb().select().from(faqs)).toHaveLength(before.length);
  });

  it('a group shows on /faq with its first question, at once; a question moves, changes and goes; removing a group keeps its questions in the audit row', async () => {
    const editor = await loginAsStaff('content');
    const created = await userJson('POST', '/admin/faq/groups', editor.token, { title: 'گارانتی', sort: '۰' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const group = dataOf(adminFaqGroupSchema, created.body);
    // An empty group is listed in the console but not on /faq.
    expect((await listFaq()).some((g) => g.id === group.id)).toBe(false);

    const asked = await userJson('POST', '/admin/faq/questions', editor.token, { groupId: group.id, question: 'گارانتی گوشی‌ها چند ماه است؟', answer: 'هجده ماه گارانتی شرکتی.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const question = dataOf(adminFaqQuestionSchema, asked.body);
    expect((await listFaq()).find((g) => g.id === group.id)).toEqual({
      id: group.id,
      title: 'گارانتی',
      items: [{ id: question.id, question: 'گارانتی گوشی‌ها چند ماه است؟', answer: 'هجده ماه گارانتی شرکتی.' }],
    });

    const changed = await userJson('PUT', `/admin/faq/questions/${question.id}`, editor.token, { groupId: group.id, question: 'گارانتی گوشی‌ها چند ماه است؟', answer: 'بیست و چهار ماه.' });
    expect(changed.status).toBe(200);
    expect((await listFaq()).find((g) => g.id === group.id)?.items[0]?.answer).toBe('بیست و چهار ماه.');

    const renamed = await userJson('PUT', `/admin/faq/groups/${group.id}`, editor.token, { title: 'گارانتی و خدمات' });
    expect(dataOf(adminFaqGroupSchema, renamed.body).questions).toHaveLength(1);
    expect((await listFaq()).find((g) => g.id === group.id)?.title).toBe('گارانتی و خدمات');

    const listed = dataOf(adminFaqGroupSchema.array(), (await userJson('GET', '/admin/faq', editor.token)).body);
    expect(listed.find((g) => g.id === group.id)?.questions.map((q) => q.id)).toEqual([question.id]);

    expect((await userJson('DELETE', `/admin/faq/groups/${group.id}`, editor.token)).status).toBe(204);
    expect((await listFaq()).some((g) => g.id === group.id)).toBe(false);
    expect(await getDb().select().from(faqs).where(eq(faqs.id, question.id))).toEqual([]);
    expect((await userJson('DELETE', `/admin/faq/groups/${group.id}`, editor.token)).status).toBe(404);
    expect((await userJson('PUT', `/admin/faq/questions/${question.id}`, editor.token, { groupId: 1, question: 'گارانتی چند ماه است؟', answer: 'هجده' })).status).toBe(404);

    const groupRows = await rowsOf('faq_group', group.id);
    expect(groupRows.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    expect(groupRows[0]).toMatchObject({ actorUserId: editor.user.id, before: { title: 'گارانتی و خدمات', questions: [{ id: question.id, answer: 'بیست و چهار ماه.' }] }, after: null });
    const questionRows = await rowsOf('faq', question.id);
    expect(questionRows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(questionRows[0]).toMatchObject({ before: { answer: 'هجده ماه گارانتی شرکتی.' }, after: { answer: 'بیست و چهار ماه.' } });
  });
});
