import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contentPageAdminSchema, contentPageSchema } from '@/lib/contracts/content-page';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { contentPages } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { createRouter } from '../../create-app';
import { mountContentPages } from './pages.handlers';
import { grantRoles } from '@/tests/staff';

// env() is parsed once per process; the test sets ADMIN_TOKEN through this holder.
const adminToken = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock('@/lib/server/env', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/lib/server/env')>();
  return { ...mod, env: () => ({ ...mod.env(), ADMIN_TOKEN: adminToken.value }) };
});

const TOKEN = 'operators-secret-token-0123456789';
const auth = (token: string | null = TOKEN): Record<string, string> => (token === null ? {} : { Authorization: `Bearer ${token}` });

function put(slug: string, body: unknown, token: string | null = TOKEN) {
  return callApi(`/admin/pages/${slug}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...auth(token) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const remove = (slug: string, token: string | null = TOKEN) => callApi(`/admin/pages/${slug}`, { method: 'DELETE', headers: auth(token) });

async function publicPage(slug: string) {
  const res = await callApi(`/public/pages/${slug}`);
  return { status: res.status, page: res.status === 200 ? envelope(contentPageSchema).parse(res.body).data : null, body: res.body };
}

beforeEach(() => {
  adminToken.value = TOKEN;
});

describe('GET /api/public/pages/{slug}', () => {
  it('answers the demo pages the footer links to', async () => {
    for (const slug of ['about', 'contact', 'return-policy', 'privacy']) {
      const { status, page } = await publicPage(slug);
      expect(status, slug).toBe(200);
      expect(page?.title, slug).toMatch(/[\u0600-\u06FF]/);
      expect(page?.body, slug).toContain('<p>');
    }
    expect((await publicPage('contact')).page?.showContacts).toBe(true);
    expect((await publicPage('about')).page?.showContacts).toBe(false);
  });

  it('answers 404 in Persian for an unknown slug and 400 for one that cannot be a slug', async () => {
    const missing = await publicPage('no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'صفحه مورد نظر یافت نشد' });
    for (const slug of ['About', 'a--b', '-about', 'x'.repeat(61), '%D8%AF%D8%B1%D8%A8%D8%A7%D8%B1%D9%87']) {
      const res = await callApi(`/public/pages/${slug}`);
      expect(res.status, slug).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('lets shared caches keep a page for a minute', async () => {
    const res = await callApi('/public/pages/about');
    expect(res.headers.get('cache-control')).toContain('max-age=60');
  });
});

describe('operators’ pages: /api/admin/pages', () => {
  it('refuses without the operators’ token (401) and other users’ sessions (403), and changes nothing', async () => {
    const customer = await loginWithCode();
    expect((await put('shipping', { title: 'ارسال', body: '<p>x</p>' }, null)).status).toBe(401);
    expect((await put('shipping', { title: 'ارسال', body: '<p>x</p>' }, 'wrong')).status).toBe(401);
    expect((await put('shipping', { title: 'ارسال', body: '<p>x</p>' }, customer.token)).status).toBe(403);
    expect((await remove('about', customer.token)).status).toBe(403);
    expect((await callApi('/admin/pages', { headers: auth(null) })).status).toBe(401);
    expect(await getDb().$count(contentPages, eq(contentPages.slug, 'shipping'))).toBe(0);
    expect((await publicPage('about')).status).toBe(200);
  });

  it('creates a page (201) with its body sanitised, shows it at once, then replaces it (200)', async () => {
    const created = await put('shipping', {
      title: '  شیوه‌های ارسال  ',
      body: '<h3>پست پیشتاز</h3><p onclick="steal()">دو تا چهار روز کاری</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    });
    expect(created.status).toBe(201);
    const { data, message } = envelope(contentPageAdminSchema).parse(created.body);
    expect(message).toBe('صفحه ساخته شد');
    expect(data).toMatchObject({ slug: 'shipping', title: 'شیوه‌های ارسال', summary: '', showContacts: false, published: true });
    expect(data.body).toBe('<h3>پست پیشتاز</h3><p>دو تا چهار روز کاری</p><a rel="noopener noreferrer nofollow">x</a>');
    expect((await publicPage('shipping')).page).toMatchObject({ title: 'شیوه‌های ارسال', body: data.body });

    const replaced = await put('shipping', { title: 'ارسال کالا', summary: 'زمان و هزینه ارسال', body: '<p>رایگان</p>', showContacts: true });
    expect(replaced.status).toBe(200);
    expect(envelope(contentPageAdminSchema).parse(replaced.body)).toMatchObject({ message: 'صفحه ذخیره شد', data: { id: data.id } });
    expect((await publicPage('shipping')).page).toMatchObject({ title: 'ارسال کالا', summary: 'زمان و هزینه ارسال', body: '<p>رایگان</p>', showContacts: true });
    expect(await getDb().$count(contentPages, eq(contentPages.slug, 'shipping'))).toBe(1);
  });

  it('keeps drafts out of the public API but lists them for operators', async () => {
    expect((await put('privacy', { title: 'حریم خصوصی', body: '<p>در حال بازنویسی</p>', published: false })).status).toBe(200);
    expect((await publicPage('privacy')).status).toBe(404);
    const list = await callApi('/admin/pages', { headers: auth() });
    expect(list.status).toBe(200);
    const pages = envelope(z.array(contentPageAdminSchema)).parse(list.body).data;
    expect(pages.find((p) => p.slug === 'privacy')).toMatchObject({ published: false, body: '<p>در حال بازنویسی</p>' });
    expect(pages.map((p) => p.slug)).toEqual(expect.arrayContaining(['about', 'contact', 'return-policy']));
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect((await put('privacy', { title: 'حریم خصوصی', body: '<p>منتشر شد</p>' })).status).toBe(200);
    expect((await publicPage('privacy')).page?.body).toBe('<p>منتشر شد</p>');
  });

  it('answers 400 with the field’s Persian message for a body it cannot use', async () => {
    for (const body of [{}, { title: '', body: '' }, { title: 'x'.repeat(121), body: '' }, { title: 'الف', body: 1 }, { title: 'الف', body: '', extra: 1 }, '{bad']) {
      const res = await put('installation', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    expect((await put('installation', { title: '   ', body: '<p>x</p>' })).body).toEqual({
      message: 'عنوان صفحه را بنویسید',
      errors: { title: 'عنوان صفحه را بنویسید' },
    });
    expect((await put('Bad_Slug', { title: 'الف', body: '' })).status).toBe(400);
    expect(await getDb().$count(contentPages, eq(contentPages.slug, 'installation'))).toBe(0);
  });

  it('deletes a page, which then answers 404; deleting it again is 404', async () => {
    expect((await put('temp-page', { title: 'موقت', body: '<p>x</p>' })).status).toBe(201);
    const res = await remove('temp-page');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, message: 'صفحه حذف شد' });
    expect((await publicPage('temp-page')).status).toBe(404);
    expect(await remove('temp-page')).toMatchObject({ status: 404, body: { message: 'صفحه‌ای با این نشانی نیست' } });
  });

  it('lets a content editor’s own session manage pages', async () => {
    adminToken.value = undefined;
    const editor = await loginWithCode();
    await grantRoles(editor.user.id, 'content');
    expect((await put('warranty', { title: 'گارانتی', body: '<p>۱۸ ماه</p>' }, editor.token)).status).toBe(201);
    expect((await publicPage('warranty')).page?.title).toBe('گارانتی');
  });

  it('is described in the OpenAPI document', () => {
    const app = createRouter();
    mountContentPages(app);
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'test', version: '0' } });
    expect(doc.paths?.['/public/pages/{slug}']?.get?.responses?.['404']).toBeDefined();
    expect(doc.paths?.['/admin/pages/{slug}']?.put?.security).toEqual([{ adminToken: [] }]);
    expect(doc.paths?.['/admin/pages/{slug}']?.delete).toBeDefined();
    expect(doc.paths?.['/admin/pages']?.get).toBeDefined();
  });
});
