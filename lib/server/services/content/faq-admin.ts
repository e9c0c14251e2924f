import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { faqMessages as msg, type AdminFaqGroup, type AdminFaqQuestion, type FaqGroupBody, type FaqOrderBody, type FaqQuestionBody } from '@/lib/contracts/admin/faq';
import { invalidateTag } from '../../cache';
import { getDb, type Tx } from '../../db/client';
import { faqGroups, faqs } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CONTENT_TAG } from './company';
import { checkSiblingOrder } from './sibling-order';

type GroupRow = typeof faqGroups.$inferSelect;
type QuestionRow = typeof faqs.$inferSelect;

const questionView = (q: QuestionRow): AdminFaqQuestion => ({ id: q.id, groupId: q.groupId, question: q.question, answer: q.answer, sort: q.sort });
const groupView = (g: GroupRow, questions: QuestionRow[] = []): AdminFaqGroup => ({ id: g.id, title: g.title, sort: g.sort, questions: questions.map(questionView) });

/** /faq reads the questions through the content tag. */
async function purge() {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

/** Every group in the order /faq shows them, with its questions, empty groups included. */
export async function listFaqAdmin(): Promise<AdminFaqGroup[]> {
  const db = getDb();
  const [groups, questions] = await Promise.all([
    db.select().from(faqGroups).orderBy(asc(faqGroups.sort), asc(faqGroups.id)),
    db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id)),
  ]);
  return groups.map((g) => groupView(g, questions.filter((q) => q.groupId === g.id)));
}

export async function createFaqGroup(actor: AuditActor, body: FaqGroupBody): Promise<AdminFaqGroup> {
  const row = await getDb().transaction(async (tx) => {
    const [created] = await tx.insert(faqGroups).values(body).returning();
    await audit(tx, actor, { entityType: 'faq_group', entityId: created!.id, action: 'create', before: null, after: groupView(created!) });
    return created!;
  });
  await purge();
  return groupView(row);
}

export async function updateFaqGroup(actor: AuditActor, id: number, body: FaqGroupBody): Promise<AdminFaqGroup> {
  const result = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(faqGroups).where(eq(faqGroups.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.groupNotFound);
    const [after] = await tx.update(faqGroups).set(body).where(eq(faqGroups.id, id)).returning();
    await audit(tx, actor, { entityType: 'faq_group', entityId: id, action: 'update', before: groupView(before), after: groupView(after!) });
    const questions = await tx.select().from(faqs).where(eq(faqs.groupId, id)).orderBy(asc(faqs.sort), asc(faqs.id));
    return groupView(after!, questions);
  });
  await purge();
  return result;
}

/** Removes the group and its questions; the audit row keeps the questions. */
export async function deleteFaqGroup(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(faqGroups).where(eq(faqGroups.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.groupNotFound);
    const questions = await tx.select().from(faqs).where(eq(faqs.groupId, id)).orderBy(asc(faqs.sort), asc(faqs.id));
    await tx.delete(faqGroups).where(eq(faqGroups.id, id));
    await audit(tx, actor, { entityType: 'faq_group', entityId: id, action: 'delete', before: groupView(before, questions), after: null });
  });
  await purge();
}

async function lockGroup(tx: Tx, groupId: number) {
  // Locked so the group cannot be removed between this check and the question's insert.
  const [group] = await tx.select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.id, groupId)).for('update');
  if (!group) throw new ValidationError(msg.groupNotFound, { groupId: msg.groupNotFound });
}

export async function createFaqQuestion(actor: AuditActor, body: FaqQuestionBody): Promise<AdminFaqQuestion> {
  const row = await getDb().transaction(async (tx) => {
    await lockGroup(tx, body.groupId);
    const [created] = await tx.insert(faqs).values(body).returning();
    await audit(tx, actor, { entityType: 'faq', entityId: created!.id, action: 'create', before: null, after: questionView(created!) });
    return created!;
  });
  await purge();
  return questionView(row);
}

export async function updateFaqQuestion(actor: AuditActor, id: number, body: FaqQuestionBody): Promise<AdminFaqQuestion> {
  const row = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw new NotFoundError(msg.notFound);
    if (body.groupId !== before.groupId) await lockGroup(tx, body.groupId);
    const [after] = await tx.update(faqs).set(body).where(eq(faqs.id, id)).returning();
    await audit(tx, actor, { entityType: 'faq', entityId: id, action: 'update', before: questionView(before), after: questionView(after!) });
    return after!;
  });
  await purge();
  return questionView(row);
}

export async function deleteFaqQuestion(actor: AuditActor, id: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
    if (!gone) throw new NotFoundError(msg.notFound);
    await audit(tx, actor, { entityType: 'faq', entityId: id, action: 'delete', before: questionView(gone), after: null });
  });
  await purge();
}

/** Puts one group's questions in the order given (sort = position); the list must name every question of the group. */
export async function reorderFaqQuestions(actor: AuditActor, body: FaqOrderBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [first] = await tx.select().from(faqs).where(eq(faqs.id, body.ids[0]!));
    if (!first) throw new NotFoundError(msg.notFound);
    const siblings = await tx.select().from(faqs).where(eq(faqs.groupId, first.groupId)).orderBy(asc(faqs.sort), asc(faqs.id)).for('update');
    checkSiblingOrder(siblings, body.ids, msg.orderStale);
    for (const [sort, id] of body.ids.entries()) await tx.update(faqs).set({ sort }).where(eq(faqs.id, id));
    await audit(tx, actor, { entityType: 'faq_group', entityId: first.groupId, action: 'faq.reorder', before: { order: siblings.map((q) => q.id) }, after: { order: body.ids } });
  });
  await purge();
}

/** Puts the groups in the order /faq shows them; the list must name every group. */
export async function reorderFaqGroups(actor: AuditActor, body: FaqOrderBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    const groups = await tx.select().from(faqGroups).orderBy(asc(faqGroups.sort), asc(faqGroups.id)).for('update');
    checkSiblingOrder(groups, body.ids, msg.groupOrderStale);
    for (const [sort, id] of body.ids.entries()) await tx.update(faqGroups).set({ sort }).where(eq(faqGroups.id, id));
    await audit(tx, actor, { entityType: 'faq_groups', entityId: 'all', action: 'faq.reorder_groups', before: { order: groups.map((g) => g.id) }, after: { order: body.ids } });
  });
  await purge();
}
