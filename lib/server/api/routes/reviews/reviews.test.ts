import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { moderationItemSchema } from '@/lib/contracts/admin/moderation';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { productDetailSchema } from '@/lib/contracts/product';
import { questionSchema, reviewsPageSchema, submittedSchema } from '@/lib/contracts/reviews';
import { getDb } from '@/lib/server/db/client';
import { auditLog, orders } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { buyerWithBasket, place, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

/** A customer with a paid order of a fresh product. */
async function buyer() {
  const b = await buyerWithBasket();
  const { placed } = await place(b.token, { addressId: b.address.id });
  await getDb().update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, placed!.orderId));
  return b;
}

const reviews = async (productId: number, sort = 'newest') => envelope(reviewsPageSchema).parse((await callApi(`/public/products/${productId}/reviews?sort=${sort}`)).body).data;
const questions = async (productId: number) => envelope(z.array(questionSchema)).parse((await callApi(`/public/products/${productId}/questions`)).body).data;
const detail = async (productId: number) => envelope(productDetailSchema).parse((await callApi(`/public/products/${productId}`)).body).data;
const submitted = (body: unknown) => envelope(submittedSchema).parse(body).data.id;
const review = { rating: 4, body: 'باتری خوبی دارد و صفحه‌اش روشن است', pros: ['باتری'], cons: ['وزن'] };

async function decide(token: string, kind: string, id: number, status: string) {
  return userJson('PUT', `/admin/moderation/${kind}/${id}`, token, { status });
}

describe('product reviews', () => {
  it('only buyers review, once; nobody sees it before approval; approval sets the rating; one helpful vote each', async () => {
    const b = await buyer();
    const stranger = await loginWithCode();
    const path = `/user/products/${b.product.id}/reviews`;

    expect((await callApi(path, { method: 'POST' })).status).toBe(401);
    const refused = await userJson('POST', path, stranger.token, review);
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).message).toBe('فقط خریداران این کالا می‌توانند برای آن نظر بنویسند');
    const invalid = await userJson('POST', path, b.token, { ...review, rating: 6, body: 'کوتاه' });
    expect(invalid.status).toBe(400);
    expect(errorBodySchema.parse(invalid.body).message).toMatch(/[آ-ی]/);

    const created = await userJson('POST', path, b.token, review);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = submitted(created.body);
    expect((await userJson('POST', path, b.token, review)).status).toBe(409);

    // Pending: invisible on the product, and cannot be voted on.
    expect(await reviews(b.product.id)).toEqual({ summary: null, items: [] });
    expect((await detail(b.product.id)).rating).toBeNull();
    expect((await userJson('POST', `/user/reviews/${id}/helpful`, stranger.token)).status).toBe(404);

    const support = await loginAsStaff('support');
    expect((await decide(support.token, 'review', id, 'approved')).status).toBe(403);
    const editor = await loginAsStaff('content');
    const queue = envelope(z.array(moderationItemSchema)).parse((await userJson('GET', '/admin/moderation?kind=review', editor.token)).body).data;
    expect(queue.find((q) => q.id === id)).toMatchObject({ productId: b.product.id, rating: 4, pros: ['باتری'], authorMobile: b.user.mobile, status: 'pending' });
    expect((await decide(editor.token, 'review', id, 'approved')).status).toBe(200);
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'product_review'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({ action: 'moderate', actorUserId: editor.user.id, before: { status: 'pending' }, after: { status: 'approved' } });

    const shown = await reviews(b.product.id);
    expect(shown.summary).toEqual({ average: 4, count: 1 });
    // The cached product (its page, JSON-LD and cards) was dropped by the approval.
    expect((await detail(b.product.id)).rating).toEqual({ average: 4, count: 1 });
    expect(shown.items).toEqual([expect.objectContaining({ id, rating: 4, verifiedBuyer: true, helpfulCount: 0, pros: ['باتری'], cons: ['وزن'] })]);
    expect(shown.items[0]!.date).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);

    for (let i = 0; i < 2; i++) {
      const vote = await userJson('POST', `/user/reviews/${id}/helpful`, stranger.token);
      expect(vote.status).toBe(200);
      expect(vote.body).toEqual({ data: { helpfulCount: 1 } });
    }
    expect((await userJson('POST', `/user/reviews/${id}/helpful`, b.token)).status).toBe(400);
    expect((await reviews(b.product.id, 'helpful')).items[0]!.helpfulCount).toBe(1);

    // Rejected afterwards: the review and its stars leave the product.
    expect((await decide(editor.token, 'review', id, 'rejected')).status).toBe(200);
    expect(await reviews(b.product.id)).toEqual({ summary: null, items: [] });
  });
});

describe('product questions', () => {
  it('anyone signed in asks; staff and buyers answer; only approved questions and answers show', async () => {
    const b = await buyer();
    const asker = await loginWithCode();
    const editor = await loginAsStaff('content');

    const asked = await userJson('POST', `/user/products/${b.product.id}/questions`, asker.token, { body: 'آیا شارژر در جعبه هست؟' });
    expect(asked.status).toBe(201);
    const questionId = submitted(asked.body);
    expect(await questions(b.product.id)).toEqual([]);
    // Unapproved questions take no answers either.
    expect((await userJson('POST', `/user/questions/${questionId}/answers`, editor.token, { body: 'بله' })).status).toBe(404);
    expect((await decide(editor.token, 'question', questionId, 'approved')).status).toBe(200);

    const answerPath = `/user/questions/${questionId}/answers`;
    expect((await userJson('POST', answerPath, asker.token, { body: 'نمی‌دانم' })).status).toBe(403);
    const byBuyer = submitted((await userJson('POST', answerPath, b.token, { body: 'در جعبه من بود' })).body);
    const byStaff = submitted((await userJson('POST', answerPath, editor.token, { body: 'بله، شارژر ۲۵ وات همراه آن است' })).body);
    expect((await questions(b.product.id))[0]!.answers).toEqual([]);

    expect((await decide(editor.token, 'answer', byStaff, 'approved')).status).toBe(200);
    const [shown] = await questions(b.product.id);
    expect(shown).toMatchObject({ id: questionId, body: 'آیا شارژر در جعبه هست؟' });
    expect(shown!.answers).toEqual([expect.objectContaining({ id: byStaff, byStaff: true, author: 'کارشناس فروشگاه' })]);
    expect(shown!.answers.map((a) => a.id)).not.toContain(byBuyer);
  });

  it('refuses a malformed decision or kind in Persian', async () => {
    const editor = await loginAsStaff('content');
    for (const [path, body] of [['/admin/moderation/review/1', { status: 'maybe' }], ['/admin/moderation/blog/1', { status: 'approved' }]] as const) {
      const res = await userJson('PUT', path, editor.token, body);
      expect(res.status).toBe(400);
      expect(errorBodySchema.parse(res.body).message).toMatch(/[آ-ی]/);
    }
    expect((await decide(editor.token, 'review', 2_000_000_000, 'approved')).status).toBe(404);
  });
});
