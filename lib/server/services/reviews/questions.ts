import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { reviewMessages as msg, type Question } from '@/lib/contracts/reviews';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { productQuestions, questionAnswers, users } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../errors';
import { authorName, hasBought, isStaff, requireActiveProduct } from './eligibility';

/** Approved questions with their approved answers, newest question first. */
export async function listQuestions(productId: number): Promise<Question[]> {
  const db = getDb();
  await requireActiveProduct(db, productId);
  const questions = await db
    .select({ q: productQuestions, fName: users.fName, lName: users.lName })
    .from(productQuestions)
    .innerJoin(users, eq(users.id, productQuestions.userId))
    .where(and(eq(productQuestions.productId, productId), eq(productQuestions.status, 'approved')))
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
    .limit(50);
  const ids = questions.map((r) => r.q.id);
  const answers = ids.length
    ? await db
        .select({ a: questionAnswers, fName: users.fName, lName: users.lName })
        .from(questionAnswers)
        .innerJoin(users, eq(users.id, questionAnswers.userId))
        .where(and(inArray(questionAnswers.questionId, ids), eq(questionAnswers.status, 'approved')))
        .orderBy(desc(questionAnswers.byStaff), asc(questionAnswers.createdAt))
    : [];
  return questions.map(({ q, fName, lName }) => ({
    id: q.id,
    author: authorName(fName, lName),
    body: q.body,
    date: formatJalaliDate(q.createdAt),
    answers: answers
      .filter(({ a }) => a.questionId === q.id)
      .map(({ a, fName: f, lName: l }) => ({ id: a.id, author: a.byStaff ? 'کارشناس فروشگاه' : authorName(f, l), byStaff: a.byStaff, body: a.body, date: formatJalaliDate(a.createdAt) })),
  }));
}

export async function askQuestion(userId: number, productId: number, body: string): Promise<{ id: number; status: 'pending' }> {
  const db = getDb();
  await requireActiveProduct(db, productId);
  const [row] = await db.insert(productQuestions).values({ productId, userId, body, createdAt: now() }).returning({ id: productQuestions.id });
  return { id: row!.id, status: 'pending' };
}

/** Staff answer any approved question; customers only those about a product they bought. */
export async function answerQuestion(userId: number, questionId: number, body: string): Promise<{ id: number; status: 'pending' }> {
  const db = getDb();
  const [question] = await db.select().from(productQuestions).where(eq(productQuestions.id, questionId));
  if (!question || question.status !== 'approved') throw new NotFoundError(msg.questionMissing);
  const byStaff = await isStaff(db, userId);
  if (!byStaff && !(await hasBought(db, userId, question.productId))) throw new ForbiddenError(msg.cannotAnswer);
  const [row] = await db.insert(questionAnswers).values({ questionId, userId, body, byStaff, createdAt: now() }).returning({ id: questionAnswers.id });
  return { id: row!.id, status: 'pending' };
}
