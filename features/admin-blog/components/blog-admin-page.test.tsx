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

describe('the console blog', () => {
  it('writes a post and publishes it now', async () => {
    const posts: AdminBlogPost[] = [];
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/admin/blog/posts', () => HttpResponse.json({ data: posts })),
      http.post('*/api/admin/blog/posts', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        posts.push({ ...(body as unknown as AdminBlogPost), id: 1, likeCount: 0 });
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
    await u.type(screen.getByLabelText('شناسه کالاهای مرتبط (با ویرگول)'), '۱۲، 7');
    await u.type(screen.getByLabelText('متن (HTML)'), 'متنی بلند درباره خرید گوشی و باتری');
    await u.click(screen.getByLabelText('منتشر شود'));
    await u.click(screen.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ slug: 'phone-guide', tags: ['گوشی', 'باتری'], productIds: [12, 7], cover: null, publishedAt: expect.any(String) });
    expect(await screen.findByText('راهنمای خرید گوشی')).toBeInTheDocument();
  });
});
