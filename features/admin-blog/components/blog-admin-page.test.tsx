import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { AdminBlogPost } from '@/lib/contracts/blog';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { BlogAdminPage } from './blog-admin-page';
import { publishInstant } from './post-form';

describe('the console blog', () => {
  it('writes a post and publishes it now', async () => {
    const posts: AdminBlogPost[] = [];
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/admin/blog/posts', () => HttpResponse.json({ data: posts })),
      http.get('*/api/shop/products', ({ request }) =>
        HttpResponse.json({
          data: {
            items: new URL(request.url).searchParams.get('search') === 'گلکسی' ? [{ id: 12, title: 'گلکسی A55' }, { id: 7, title: 'گلکسی S24' }] : [],
          },
        }),
      ),
      http.post('*/api/admin/blog/posts', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        posts.push({ ...(body as unknown as AdminBlogPost), id: 1, likeCount: 0, products: [] });
        return HttpResponse.json({ data: posts[0], message: 'نوشته ذخیره شد' }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={{ user: null, roles: [], permissions: ['content.read', 'content.write'] }}>
        <BlogAdminPage />
        <ToastContainer />
      </AccessProvider>,
    );
    await u.click(screen.getByRole('button', { name: 'نوشته تازه' }));
    await u.type(screen.getByLabelText('عنوان'), 'راهنمای خرید گوشی');
    await u.type(screen.getByLabelText('نامک (در نشانی)'), 'phone-guide');
    await u.type(screen.getByLabelText('دسته'), 'راهنما');
    await u.type(screen.getByLabelText('برچسب‌ها (با ویرگول جدا کنید)'), 'گوشی، باتری');
    await u.type(screen.getByLabelText('نویسنده'), 'تحریریه');
    // Related products are picked by name.
    await u.type(screen.getByLabelText('جستجوی کالا با نام'), 'گلکسی');
    await u.click(await screen.findByRole('button', { name: 'گلکسی A55' }));
    await u.click(screen.getByRole('button', { name: 'گلکسی S24' }));
    await u.click(screen.getByRole('button', { name: 'برداشتن گلکسی A55' }));
    await u.click(await screen.findByRole('button', { name: 'گلکسی A55' }));
    await u.type(screen.getByLabelText('متن (HTML)'), 'متنی بلند درباره خرید گوشی و باتری');
    await u.click(screen.getByLabelText('منتشر شود'));
    await u.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ slug: 'phone-guide', tags: ['گوشی', 'باتری'], productIds: [7, 12], cover: null, publishedAt: expect.any(String) });
    expect(await screen.findByText('راهنمای خرید گوشی')).toBeInTheDocument();
  });

  it('edits a scheduled post: its products by name, its day and Tehran time', async () => {
    const post: AdminBlogPost = {
      id: 4, slug: 'later', title: 'نوشته زمان‌بندی‌شده', summary: '', body: '<p>متن</p>', cover: null, category: 'خبر', tags: [], authorName: 'تحریریه',
      // 1405/09/10 ۰۹:۳۰ in Tehran.
      productIds: [12], products: [{ id: 12, title: 'گلکسی A55' }], publishedAt: '2026-12-01T06:00:00.000Z', likeCount: 0,
    };
    server.use(http.get('*/api/admin/blog/posts', () => HttpResponse.json({ data: [post] })));
    renderWithQuery(
      <AccessProvider me={{ user: null, roles: [], permissions: ['content.read', 'content.write'] }}>
        <BlogAdminPage />
      </AccessProvider>,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ویرایش نوشته زمان‌بندی‌شده' }));
    expect(screen.getByRole('button', { name: 'برداشتن گلکسی A55' })).toBeInTheDocument();
    expect(screen.getByLabelText('روز انتشار (خالی: همین حالا)')).toHaveValue('۱۴۰۵/۰۹/۱۰');
    expect(screen.getByLabelText('ساعت انتشار (تهران)')).toHaveValue('۰۹:۳۰');
  });

  it('reads the publish time as Tehran’s clock, in Persian or Latin digits', () => {
    expect(publishInstant('2026-12-01', '۰۹:۳۰')).toEqual(new Date('2026-12-01T06:00:00.000Z'));
    expect(publishInstant('2026-12-01', '')).toEqual(new Date('2026-11-30T20:30:00.000Z'));
    expect(publishInstant('2026-12-01', '25:00')).toBe('ساعت انتشار را به شکل ۰۹:۳۰ بنویسید');
  });
});
