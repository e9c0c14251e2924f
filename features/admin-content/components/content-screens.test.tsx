import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { AdminBanner } from '@/lib/contracts/admin/banners';
import type { AdminMenuGroup } from '@/lib/contracts/admin/menus';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { BannersPage } from './banners-page';
import { MenusPage } from './menus-page';

const me = (permissions: Permission[]) => ({ user: { id: 1, mobile: '09120000000', name: 'ویراستار' }, roles: [], permissions });

const group: AdminMenuGroup = {
  id: 3,
  title: 'منوی اصلی',
  position: 1,
  mobileView: true,
  items: [
    { id: 10, groupId: 3, parentId: null, title: 'گوشی موبایل', link: '/shop/category-mobile', itemType: 1, imageSrc: null, sort: 0 },
    { id: 11, groupId: 3, parentId: 10, title: 'سامسونگ', link: '/shop/brand-samsung', itemType: 1, imageSrc: null, sort: 0 },
  ],
};

/** Answers GET with `data` and records each write's method and JSON body. */
function backend(path: string, data: unknown) {
  const writes: { method: string; url: string; body: unknown }[] = [];
  server.use(
    http.get(`*/api${path}`, () => HttpResponse.json({ data })),
    http.all(`*/api${path}/*`, async ({ request }) => {
      writes.push({ method: request.method, url: new URL(request.url).pathname, body: request.method === 'DELETE' ? null : await request.json() });
      return request.method === 'DELETE' ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ data: {} }, { status: 201 });
    }),
    http.post(`*/api${path}`, async ({ request }) => {
      writes.push({ method: 'POST', url: new URL(request.url).pathname, body: await request.json() });
      return HttpResponse.json({ data: {} }, { status: 201 });
    }),
  );
  return writes;
}

describe('the menus screen', () => {
  it('shows each group with its items and children, and adds a child with numbers, not strings', async () => {
    const writes = backend('/admin/menus', [group]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    const section = await screen.findByRole('region', { name: 'منوی اصلی' });
    expect(within(section).getByText('گوشی موبایل')).toBeInTheDocument();
    expect(within(within(section).getByRole('list', { name: 'زیرمنوی گوشی موبایل' })).getByText('سامسونگ')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'افزودن مورد منو' });
    await u.selectOptions(within(form).getByLabelText('زیر'), 'گوشی موبایل');
    await u.type(within(form).getByLabelText(/^عنوان/), 'شیائومی');
    await u.type(within(form).getByLabelText(/^پیوند/), '/shop/brand-xiaomi');
    await u.click(within(form).getByRole('button', { name: 'افزودن' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/admin/menus/items', body: { groupId: 3, parentId: 10, title: 'شیائومی', link: '/shop/brand-xiaomi', itemType: 1, imageSrc: null, sort: 0 } });
  });

  it('a banner-style item without a picture is stopped in the form, in Persian', async () => {
    const writes = backend('/admin/menus', [group]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    const form = await screen.findByRole('form', { name: 'افزودن مورد منو' });
    await u.selectOptions(within(form).getByLabelText(/^نوع/), 'بنر تصویری');
    await u.type(within(form).getByLabelText(/^عنوان/), 'جشنواره');
    await u.type(within(form).getByLabelText(/^پیوند/), '/shop');
    await u.click(within(form).getByRole('button', { name: 'افزودن' }));
    expect(await within(form).findByText('بنر تصویری نشانی تصویر می‌خواهد که با / یا https:// شروع شود')).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('hides the form and the write buttons from a reader', async () => {
    backend('/admin/menus', [group]);
    renderWithQuery(
      <AccessProvider me={me(['content.read'])}>
        <MenusPage />
      </AccessProvider>,
    );
    await screen.findByRole('region', { name: 'منوی اصلی' });
    expect(screen.queryByRole('form', { name: 'افزودن مورد منو' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ویرایش گوشی موبایل' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'در موبایل هم نشان داده شود' })).toBeDisabled();
  });
});

describe('the banners screen', () => {
  it('lists banners by slot and sends a new one with its slot and link type as numbers', async () => {
    const banner: AdminBanner = { id: 7, moduleNumber: 2, linkType: 2, title: 'حراج پاییزه', link: '/shop', imageSrc: '/media/a.svg', active: true, sort: 0 };
    const writes = backend('/admin/banners', [banner]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <BannersPage />
      </AccessProvider>,
    );
    const slot = await screen.findByRole('region', { name: 'بنرهای تبلیغاتی' });
    expect(within(slot).getByText('حراج پاییزه')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'افزودن بنر' });
    await u.selectOptions(within(form).getByLabelText(/^جایگاه/), 'بنر پایین صفحه');
    await u.selectOptions(within(form).getByLabelText(/^نوع نمایش/), 'موبایل (صفحه باریک)');
    await u.type(within(form).getByLabelText(/^عنوان/), 'بنر پایین');
    await u.type(within(form).getByLabelText(/^پیوند/), 'javascript:alert(1)');
    await u.type(within(form).getByLabelText(/^نشانی تصویر/), '/media/b.svg');
    await u.click(within(form).getByRole('button', { name: 'افزودن بنر' }));
    expect(await within(form).findByText(/پیوند باید نشانی داخلی/)).toBeInTheDocument();
    expect(writes).toEqual([]);
    await u.clear(within(form).getByLabelText(/^پیوند/));
    await u.type(within(form).getByLabelText(/^پیوند/), '/shop/offers');
    await u.click(within(form).getByRole('button', { name: 'افزودن بنر' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', body: { moduleNumber: 4, linkType: 1, title: 'بنر پایین', link: '/shop/offers', imageSrc: '/media/b.svg', active: true, sort: 0 } });
  });
});
