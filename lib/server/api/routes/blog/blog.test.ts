import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminBlogPostSchema, blogCommentSchema, blogPostSchema, blogPostSummarySchema } from '@/lib/contracts/blog';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, blogDeviceLikes } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { DEVICE_LIKE_LIMIT } from '@/lib/server/services/blog/blog';
import { freshIp, loginWithCode } from '@/tests/auth';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

let n = 0;
const post = (over: Record<string, unknown> = {}) => ({
  slug: `test-post-${Date.now()}-${n++}`,
  title: 'راهنمای خرید گوشی',
  summary: 'چه گوشی‌ای بخریم',
  body: '<p>برای خرید گوشی به باتری، دوربین و پردازنده نگاه کنید.</p><script>alert(1)</script>',
  category: 'راهنمای خرید',
  tags: ['گوشی', 'باتری'],
  authorName: 'تحریریه',
  publishedAt: new Date(Date.now() - 60_000).toISOString(),
  ...over,
});

const list = async (query = '') => envelope(z.array(blogPostSummarySchema)).parse((await callApi(`/public/blog/posts${query}`)).body).data;

async function write(token: string, body: unknown, id?: number) {
  const res = await userJson(id ? 'PUT' : 'POST', id ? `/admin/blog/posts/${id}` : '/admin/blog/posts', token, body);
  return { ...res, post: res.status < 300 ? envelope(adminBlogPostSchema).parse(res.body).data : undefined };
}

describe('the blog', () => {
  it('publishes what the content role writes: drafts and scheduled posts stay hidden, the body is sanitised', async () => {
    const editor = await loginAsStaff('content');
    expect((await write((await loginAsStaff('support')).token, post())).status).toBe(403);
    const bad = await write(editor.token, post({ slug: 'Not A Slug', title: '' }));
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).message).toMatch(/[آ-ی]/);

    const live = (await write(editor.token, post())).post!;
    const draft = (await write(editor.token, post({ publishedAt: null }))).post!;
    const later = (await write(editor.token, post({ publishedAt: new Date(Date.now() + 86_400_000).toISOString() }))).post!;
    expect((await write(editor.token, post({ slug: live.slug }))).status).toBe(409);
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'blog_post'), eq(auditLog.entityId, String(live.id))));
    expect(row).toMatchObject({ action: 'create', actorUserId: editor.user.id });

    const ids = (await list()).map((p) => p.id);
    expect(ids).toContain(live.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(later.id);
    expect((await list(`?tag=${encodeURIComponent('باتری')}`)).map((p) => p.id)).toContain(live.id);
    expect((await list(`?category=${encodeURIComponent('بی‌ربط')}`)).map((p) => p.id)).not.toContain(live.id);
    expect((await callApi(`/public/blog/posts/${draft.slug}`)).status).toBe(404);

    const shown = envelope(blogPostSchema).parse((await callApi(`/public/blog/posts/${live.slug}`)).body).data;
    expect(shown.body).not.toContain('<script');
    expect(shown.readingMinutes).toBe(1);
    expect(shown.date).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);

    // Publishing the draft later shows it.
    expect((await write(editor.token, post({ slug: draft.slug, publishedAt: new Date().toISOString() }), draft.id)).status).toBe(200);
    expect((await callApi(`/public/blog/posts/${draft.slug}`)).status).toBe(200);
  });

  it('one like per user; comments show only once approved', async () => {
    const editor = await loginAsStaff('content');
    const live = (await write(editor.token, post())).post!;
    const reader = await loginWithCode();
    const other = await loginWithCode();
    expect((await callApi(`/user/blog/posts/${live.id}/like`, { method: 'POST' })).status).toBe(401);
    for (let i = 0; i < 2; i++) expect((await userJson('POST', `/user/blog/posts/${live.id}/like`, reader.token)).body).toEqual({ data: { likeCount: 1 } });
    expect((await userJson('POST', `/user/blog/posts/${live.id}/like`, other.token)).body).toEqual({ data: { likeCount: 2 } });

    const sent = await userJson('POST', `/user/blog/posts/${live.id}/comments`, reader.token, { body: 'نوشته مفیدی بود' });
    expect(sent.status).toBe(201);
    const id = (sent.body as { data: { id: number } }).data.id;
    const comments = async () => envelope(z.array(blogCommentSchema)).parse((await callApi(`/public/blog/posts/${live.id}/comments`)).body).data;
    expect(await comments()).toEqual([]);
    expect((await userJson('PUT', `/admin/moderation/comment/${id}`, editor.token, { status: 'approved' })).status).toBe(200);
    expect(await comments()).toEqual([expect.objectContaining({ id, body: 'نوشته مفیدی بود' })]);
  });

  it('a visitor likes once per device (the device cookie); a signed-in user once per account; an address is limited', async () => {
    const editor = await loginAsStaff('content');
    const live = (await write(editor.token, post())).post!;
    const ip = freshIp();
    const like = (headers: Record<string, string> = {}) => callApi(`/public/blog/posts/${live.id}/like`, { method: 'POST', headers: { 'X-Forwarded-For': ip, ...headers } });
    const cookieOf = (res: Awaited<ReturnType<typeof like>>) => /vitrin_device=([0-9a-f-]{36});/.exec(res.headers.get('set-cookie') ?? '')?.[1];

    const first = await like();
    expect(first.body).toEqual({ data: { likeCount: 1 } });
    const device = cookieOf(first);
    expect(device).toBeDefined();
    expect(first.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    // The same device again: nothing changes, and no new cookie is set.
    const again = await like({ Cookie: `vitrin_device=${device}` });
    expect(again.body).toEqual({ data: { likeCount: 1 } });
    expect(cookieOf(again)).toBeUndefined();
    // A forged cookie is not an id: the caller gets a fresh one.
    const forged = await like({ Cookie: 'vitrin_device=1%27%20or%201=1' });
    expect(forged.body).toEqual({ data: { likeCount: 2 } });
    expect(cookieOf(forged)).not.toBe(device);

    const reader = await loginWithCode();
    for (let i = 0; i < 2; i++) expect((await like({ Authorization: `Bearer ${reader.token}`, Cookie: `vitrin_device=${device}` })).body).toEqual({ data: { likeCount: 3 } });
    expect((await userJson('POST', `/user/blog/posts/${live.id}/like`, reader.token)).body).toEqual({ data: { likeCount: 3 } });
    expect(await getDb().select().from(blogDeviceLikes).where(eq(blogDeviceLikes.postId, live.id))).toHaveLength(2);

    const draft = (await write(editor.token, post({ publishedAt: null }))).post!;
    expect((await callApi(`/public/blog/posts/${draft.id}/like`, { method: 'POST', headers: { 'X-Forwarded-For': freshIp() } })).status).toBe(404);

    // Clearing the cookie makes a new device; the address limit caps what that buys.
    // Three visitor likes from this address so far; signed-in likes are not counted.
    for (let i = 3; i < DEVICE_LIKE_LIMIT.points; i++) expect((await like()).status).toBe(200);
    const refused = await like();
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).message).toMatch(/[آ-ی]/);
    expect((await callApi(`/public/blog/posts/${live.id}/like`, { method: 'POST', headers: { 'X-Forwarded-For': freshIp() } })).status).toBe(200);
  });

  it('the console reads the related products by name; an id with no product is left out of the names', async () => {
    const editor = await loginAsStaff('content');
    const phone = await makeProduct([{}], 'گوشی بلاگ');
    const saved = await write(editor.token, post({ productIds: [phone.product.id, 2_000_000_000] }));
    expect(saved.post!.products).toEqual([{ id: phone.product.id, title: 'گوشی بلاگ' }]);
    const listed = envelope(z.array(adminBlogPostSchema)).parse((await userJson('GET', '/admin/blog/posts', editor.token)).body).data;
    expect(listed.find((p) => p.id === saved.post!.id)?.products).toEqual([{ id: phone.product.id, title: 'گوشی بلاگ' }]);
  });
});
