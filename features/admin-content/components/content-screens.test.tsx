import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { AdminBanner } from '@/lib/contracts/admin/banners';
import type { AdminMenuGroup } from '@/lib/contracts/admin/menus';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import type { AdminBranch } from '@/lib/contracts/admin/branches';
import type { AdminFaqGroup } from '@/lib/contracts/admin/faq';
import type { AdminNotification } from '@/lib/contracts/admin/notifications';
import { BannersPage } from './banners-page';
import { BranchesPage } from './branches-page';
import { FaqPage } from './faq-page';
import { MenusPage } from './menus-page';
import { NotificationsPage } from './notifications-page';
import { SiteLinksPage } from './site-links-page';

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

  it('moves an item up with its button, sending every sibling in the new order', async () => {
    const twoTops: AdminMenuGroup = { ...group, items: [...group.items, { id: 12, groupId: 3, parentId: null, title: 'لپ‌تاپ', link: '/shop/category-laptop', itemType: 1, imageSrc: null, sort: 1 }] };
    const writes = backend('/admin/menus', [twoTops]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    const tops = await screen.findByRole('list', { name: 'موارد منوی اصلی' });
    expect(within(tops).getByRole('button', { name: 'گوشی موبایل، یک جا بالاتر' })).toBeDisabled();
    await u.click(within(tops).getByRole('button', { name: 'لپ‌تاپ، یک جا بالاتر' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/menus/items/order', body: { ids: [12, 10] } });
  });

  it('moves an item by dragging it onto another', async () => {
    const twoTops: AdminMenuGroup = { ...group, items: [...group.items, { id: 12, groupId: 3, parentId: null, title: 'لپ‌تاپ', link: '/shop/category-laptop', itemType: 1, imageSrc: null, sort: 1 }] };
    const writes = backend('/admin/menus', [twoTops]);
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    const tops = await screen.findByRole('list', { name: 'موارد منوی اصلی' });
    const [phones, laptops] = within(tops).getAllByRole('listitem').filter((li) => li.parentElement === tops);
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(phones!, { dataTransfer });
    fireEvent.dragOver(laptops!, { dataTransfer });
    fireEvent.drop(laptops!, { dataTransfer });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/menus/items/order', body: { ids: [12, 10] } });
  });

  it('creates a group, turns to another group, makes it the header’s and removes a group after saying how many items go', async () => {
    const footer: AdminMenuGroup = {
      id: 4,
      title: 'منوی پایین',
      position: 2,
      mobileView: false,
      items: [
        { id: 20, groupId: 4, parentId: null, title: 'راهنمای خرید', link: '/pages/guide', itemType: 1, imageSrc: null, sort: 0 },
        { id: 21, groupId: 4, parentId: 20, title: 'شیوه پرداخت', link: '/pages/pay', itemType: 1, imageSrc: null, sort: 0 },
      ],
    };
    const writes = backend('/admin/menus', [group, footer]);
    server.use(
      http.put('*/api/admin/menus/:id/header', ({ request }) => {
        writes.push({ method: 'PUT', url: new URL(request.url).pathname, body: null });
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    // The header's group is shown first, and cannot be removed.
    const header = await screen.findByRole('region', { name: 'منوی اصلی' });
    expect(within(header).getByText('منوی سرصفحه فروشگاه')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'حذف گروه' })).toBeNull();

    const newGroup = screen.getByRole('form', { name: 'گروه منوی تازه' });
    await u.click(within(newGroup).getByRole('button', { name: 'ساخت گروه' }));
    expect(await within(newGroup).findByText('نام گروه منو را بنویسید (۲ تا ۶۰ حرف)')).toBeInTheDocument();
    await u.type(within(newGroup).getByLabelText(/^نام گروه/), 'منوی جشنواره');
    await u.click(within(newGroup).getByRole('button', { name: 'ساخت گروه' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/admin/menus', body: { title: 'منوی جشنواره', mobileView: false } });

    await u.selectOptions(screen.getByLabelText('گروه در حال ویرایش'), 'منوی پایین');
    const chosen = await screen.findByRole('region', { name: 'منوی پایین' });
    expect(within(chosen).getByText('راهنمای خرید')).toBeInTheDocument();
    // New items go to the group on screen.
    expect(within(screen.getByRole('form', { name: 'افزودن مورد منو' })).getByLabelText(/^گروه منو/)).toHaveValue('4');

    await u.click(within(chosen).getByRole('button', { name: 'منوی سرصفحه شود' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ method: 'PUT', url: '/api/admin/menus/4/header' });

    await u.click(within(chosen).getByRole('button', { name: 'حذف گروه' }));
    const dialog = await screen.findByRole('dialog', { name: 'گروه منو حذف شود؟' });
    expect(dialog).toHaveTextContent('گروه «منوی پایین» و ۲ مورد آن (با زیرمنوها) حذف می‌شوند.');
    await u.click(within(dialog).getByRole('button', { name: 'حذف گروه' }));
    await waitFor(() => expect(writes).toHaveLength(3));
    expect(writes[2]).toMatchObject({ method: 'DELETE', url: '/api/admin/menus/4' });
  });

  it('renames the group on screen and sends only its name', async () => {
    const writes = backend('/admin/menus', [group]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <MenusPage />
      </AccessProvider>,
    );
    const rename = await screen.findByRole('form', { name: 'نام گروه منوی اصلی' });
    await u.clear(within(rename).getByLabelText(/^نام گروه/));
    await u.type(within(rename).getByLabelText(/^نام گروه/), 'منوی بالای صفحه');
    await u.click(within(rename).getByRole('button', { name: 'ذخیره نام' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/menus/3', body: { title: 'منوی بالای صفحه' } });
  });

  it('hides the form and the write buttons from a reader', async () => {
    backend('/admin/menus', [group]);
    renderWithQuery(
      <AccessProvider me={me(['content.read'])}>
        <MenusPage />
      </AccessProvider>,
    );
    await screen.findByRole('region', { name: 'منوی اصلی' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'منوی سرصفحه شود' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ویرایش گوشی موبایل' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'در موبایل هم نشان داده شود' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /یک جا بالاتر/ })).toBeNull();
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

describe('ordering banners and FAQ by dragging or with the buttons', () => {
  it('moves a banner within its slot, sending the slot’s whole new order', async () => {
    const row = (id: number, title: string, moduleNumber = 2): AdminBanner => ({ id, moduleNumber, linkType: 2, title, link: '/shop', imageSrc: '/media/a.svg', active: true, sort: 0 });
    const writes = backend('/admin/banners', [row(7, 'حراج پاییزه'), row(8, 'حراج زمستانه'), row(9, 'بنر پایین', 4)]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <BannersPage />
      </AccessProvider>,
    );
    const slot = await screen.findByRole('list', { name: 'بنرهای جایگاه «بنرهای تبلیغاتی»' });
    await u.click(within(slot).getByRole('button', { name: 'حراج زمستانه، یک جا بالاتر' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/banners/order', body: { ids: [8, 7] } });
  });

  it('drags a question within its group and moves a group with its button', async () => {
    const faq: AdminFaqGroup[] = [
      {
        id: 2,
        title: 'ارسال',
        sort: 0,
        questions: [
          { id: 20, groupId: 2, question: 'ارسال چند روز طول می‌کشد؟', answer: 'دو تا سه روز کاری.', sort: 0 },
          { id: 21, groupId: 2, question: 'هزینه ارسال چقدر است؟', answer: 'رایگان.', sort: 1 },
        ],
      },
      { id: 3, title: 'گارانتی', sort: 1, questions: [] },
    ];
    const writes = backend('/admin/faq', faq);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <FaqPage />
      </AccessProvider>,
    );
    const questions = await screen.findByRole('list', { name: 'پرسش‌های ارسال' });
    const [first, second] = within(questions).getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(first!, { dataTransfer });
    fireEvent.dragOver(second!, { dataTransfer });
    fireEvent.drop(second!, { dataTransfer });
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'PUT', url: '/api/admin/faq/questions/order', body: { ids: [21, 20] } });

    await u.click(screen.getByRole('button', { name: 'گروه گارانتی، یک جا بالاتر' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toMatchObject({ method: 'PUT', url: '/api/admin/faq/groups/order', body: { ids: [3, 2] } });
  });
});

describe('picture upload', () => {
  it('fills the banner form’s picture address with the uploaded picture’s', async () => {
    const writes = backend('/admin/banners', []);
    let uploaded: File | null = null;
    server.use(
      http.post('*/api/admin/content/pictures', async ({ request }) => {
        uploaded = (await request.formData()).get('file') as File;
        return HttpResponse.json({ data: { src: '/media/content/0b6f3f3e-5a43-4c1e-9a3e-2f0d1c2b3a4d' } }, { status: 201 });
      }),
    );
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <BannersPage />
      </AccessProvider>,
    );
    const form = await screen.findByRole('form', { name: 'افزودن بنر' });
    await u.upload(within(form).getByLabelText('یا بارگذاری تصویر بنر'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'autumn.png', { type: 'image/png' }));
    await waitFor(() => expect(within(form).getByLabelText(/^نشانی تصویر/)).toHaveValue('/media/content/0b6f3f3e-5a43-4c1e-9a3e-2f0d1c2b3a4d'));
    expect(uploaded).not.toBeNull();
    // Uploading alone changes nothing in the shop until the form is saved.
    expect(writes).toEqual([]);
  });
});

describe('the top banners and popups screen', () => {
  it('stops a popup without a picture in the form, then sends it with its view count as a number', async () => {
    const strip: AdminNotification = { id: 4, type: 0, title: 'ارسال رایگان', alt: '', link: null, imageSrc: null, active: true, mobileView: true, viewCount: 1, sort: 0 };
    const writes = backend('/admin/notifications', [strip]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <NotificationsPage />
      </AccessProvider>,
    );
    expect(within(await screen.findByRole('region', { name: 'نوار بالای صفحه' })).getByText('ارسال رایگان')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'افزودن اطلاعیه' });
    // The view count is a popup's alone.
    expect(within(form).queryByLabelText(/^دفعات نمایش/)).toBeNull();
    await u.selectOptions(within(form).getByLabelText(/^نوع/), 'پنجره بازشو (پاپ‌آپ)');
    await u.type(within(form).getByLabelText(/^عنوان/), 'جشنواره زمستانه');
    await u.click(within(form).getByRole('button', { name: 'افزودن اطلاعیه' }));
    expect(await within(form).findByText('پنجره بازشو بدون تصویر نشان داده نمی‌شود؛ تصویر آن را بدهید')).toBeInTheDocument();
    expect(writes).toEqual([]);
    await u.type(within(form).getByLabelText(/^نشانی تصویر/), '/media/winter.svg');
    await u.clear(within(form).getByLabelText(/^دفعات نمایش/));
    await u.type(within(form).getByLabelText(/^دفعات نمایش/), '۳');
    await u.click(within(form).getByLabelText('در موبایل هم نشان داده شود'));
    await u.click(within(form).getByRole('button', { name: 'افزودن اطلاعیه' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', body: { type: 1, title: 'جشنواره زمستانه', imageSrc: '/media/winter.svg', link: null, viewCount: 3, mobileView: false, active: true } });
  });
});

describe('the FAQ screen', () => {
  const faq: AdminFaqGroup[] = [
    { id: 2, title: 'ارسال', sort: 0, questions: [{ id: 20, groupId: 2, question: 'ارسال چند روز طول می‌کشد؟', answer: 'دو تا سه روز کاری.', sort: 0 }] },
    { id: 3, title: 'گارانتی', sort: 1, questions: [] },
  ];

  it('lists the groups with their questions and adds a question to the chosen group', async () => {
    const writes = backend('/admin/faq', faq);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <FaqPage />
      </AccessProvider>,
    );
    expect(within(await screen.findByRole('region', { name: 'ارسال' })).getByText('ارسال چند روز طول می‌کشد؟')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'گارانتی' })).getByText(/تا پرسشی نداشته باشد/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'افزودن پرسش' });
    await u.selectOptions(within(form).getByLabelText(/^گروه/), 'گارانتی');
    await u.type(within(form).getByLabelText(/^پرسش/), 'گارانتی چند ماه است؟');
    await u.click(within(form).getByRole('button', { name: 'افزودن پرسش' }));
    expect(await within(form).findByText(/پاسخ را بنویسید/)).toBeInTheDocument();
    await u.type(within(form).getByLabelText(/^پاسخ/), 'هجده ماه.');
    await u.click(within(form).getByRole('button', { name: 'افزودن پرسش' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/admin/faq/questions', body: { groupId: 3, question: 'گارانتی چند ماه است؟', answer: 'هجده ماه.', sort: 0 } });
  });

  it('hides the forms and the write buttons from a reader', async () => {
    backend('/admin/faq', faq);
    renderWithQuery(
      <AccessProvider me={me(['content.read'])}>
        <FaqPage />
      </AccessProvider>,
    );
    await screen.findByRole('region', { name: 'ارسال' });
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: /حذف/ })).toBeNull();
  });
});

describe('the branches screen', () => {
  it('offers the cities of the chosen province and sends the branch with Latin digits and its map link', async () => {
    const branch: AdminBranch = { id: 1, title: 'شعبه مرکزی', kind: 'branch', provinceId: 8, cityId: 80, address: 'تهران، خیابان ولیعصر', tell: '02188776655', workingHours: 'شنبه تا چهارشنبه ۹ تا ۱۸', mapUrl: null, active: true, sort: 0, takesAppointments: true };
    const writes = backend('/admin/branches', [branch]);
    server.use(
      http.get('*/api/public/provinces', () =>
        HttpResponse.json({ data: [{ id: 8, title: 'تهران', cities: [{ id: 80, title: 'تهران' }] }, { id: 4, title: 'اصفهان', cities: [{ id: 40, title: 'اصفهان' }, { id: 41, title: 'کاشان' }] }] }),
      ),
    );
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <BranchesPage />
      </AccessProvider>,
    );
    const list = await screen.findByRole('region', { name: 'شعبه‌ها' });
    expect(within(list).getByText('نوبت مدارک می‌گیرد')).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'افزودن شعبه' });
    await u.type(within(form).getByLabelText(/^نام/), 'شعبه کاشان');
    await u.selectOptions(within(form).getByLabelText(/^استان/), 'اصفهان');
    expect(within(within(form).getByLabelText(/^شهر/)).getAllByRole('option').map((o) => o.textContent)).toEqual(['انتخاب شهر', 'اصفهان', 'کاشان']);
    await u.selectOptions(within(form).getByLabelText(/^شهر/), 'کاشان');
    await u.type(within(form).getByLabelText(/^تلفن/), '۰۳۱-۵۵۴۴۳۳۲۲');
    await u.type(within(form).getByLabelText(/^نشانی/), 'کاشان، خیابان امیرکبیر، پلاک ۵');
    await u.type(within(form).getByLabelText(/^ساعت کاری/), 'شنبه تا پنجشنبه ۹ تا ۲۰');
    await u.type(within(form).getByLabelText(/^پیوند نقشه/), 'http://maps.example');
    await u.click(within(form).getByRole('button', { name: 'افزودن شعبه' }));
    expect(await within(form).findByText('پیوند نقشه باید نشانی کامل https باشد')).toBeInTheDocument();
    await u.clear(within(form).getByLabelText(/^پیوند نقشه/));
    await u.type(within(form).getByLabelText(/^پیوند نقشه/), 'https://nshn.ir/kashan');
    await u.click(within(form).getByRole('button', { name: 'افزودن شعبه' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/admin/branches', body: { title: 'شعبه کاشان', kind: 'branch', provinceId: 4, cityId: 41, tell: '03155443322', mapUrl: 'https://nshn.ir/kashan', active: true } });
  });
});

describe('the footer links screen', () => {
  it('sends a new footer link, refusing an unsafe address first', async () => {
    const writes = backend('/admin/site-links', [{ id: 1, title: 'درباره ما', link: '/pages/about', linkType: 2, sort: 0 }]);
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <SiteLinksPage />
      </AccessProvider>,
    );
    expect(within(await screen.findByRole('region', { name: 'پیوندها' })).getByText('درباره ما')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'افزودن پیوند' });
    await u.type(within(form).getByLabelText(/^عنوان/), 'شرایط گارانتی');
    await u.type(within(form).getByLabelText(/^پیوند/), 'javascript:alert(1)');
    await u.click(within(form).getByRole('button', { name: 'افزودن پیوند' }));
    expect(await within(form).findByText(/پیوند باید نشانی داخلی/)).toBeInTheDocument();
    await u.clear(within(form).getByLabelText(/^پیوند/));
    await u.type(within(form).getByLabelText(/^پیوند/), '/pages/warranty');
    await u.click(within(form).getByRole('button', { name: 'افزودن پیوند' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ method: 'POST', url: '/api/admin/site-links', body: { title: 'شرایط گارانتی', link: '/pages/warranty', linkType: 2, sort: 0 } });
  });
});
