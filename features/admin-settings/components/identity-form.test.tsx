import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { CompanyIdentity } from '@/lib/contracts/admin/company';
import type { Permission } from '@/lib/contracts/admin/permissions';
import type { PictureUploadProps } from '@/lib/contracts/picture-upload';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { IdentityForm } from './identity-form';

const me = (permissions: Permission[]) => ({ user: { id: 1, mobile: '09120000000', name: 'ویراستار' }, roles: [], permissions });

const uploadedSrc = (n: number) => `/media/content/0b6f3f3e-5a43-4c1e-9a3e-2f0d1c2b3a4${n}`;

const identity: CompanyIdentity = {
  name: 'ویترین',
  footerCopyright: 'همه حقوق محفوظ است',
  footerAbout: '',
  promotionGalleryUrl: null,
  logo: '/media/ph/logo/30/old',
  footerLogo: '/media/ph/logo/60/footer',
  loginImages: ['/media/ph/banner/1/a', '/media/ph/banner/2/b'],
  addresses: [{ title: 'دفتر مرکزی', address: 'تهران، خیابان انقلاب', tell: '021-88001122', postalCode: null }],
  departments: [],
};

/** The route hands the form the console's upload; here a button that "uploads" the next picture. */
function fakeUpload() {
  let n = 0;
  return function FakeUpload({ label, onUploaded, disabled }: PictureUploadProps) {
    return (
      <button type="button" disabled={disabled} onClick={() => onUploaded(uploadedSrc(++n))}>
        {label}
      </button>
    );
  };
}

function backend() {
  const writes: CompanyIdentity[] = [];
  server.use(
    http.get('*/api/admin/company', () => HttpResponse.json({ data: identity })),
    http.put('*/api/admin/company', async ({ request }) => {
      const body = (await request.json()) as CompanyIdentity;
      writes.push(body);
      return HttpResponse.json({ data: body });
    }),
  );
  return writes;
}

describe('the identity form’s pictures', () => {
  it('uploads the logos with a preview, takes the footer logo off, and adds, moves and removes sign-in pictures', async () => {
    const writes = backend();
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <IdentityForm Upload={fakeUpload()} />
      </AccessProvider>,
    );
    const logo = await screen.findByLabelText(/^لوگوی سربرگ/);
    expect(screen.getByRole('img', { name: 'پیش‌نمایش لوگوی سربرگ' })).toHaveAttribute('src', '/media/ph/logo/30/old?w=256&q=75');
    await u.click(screen.getByRole('button', { name: 'بارگذاری لوگوی سربرگ' }));
    expect(logo).toHaveValue(uploadedSrc(1));
    expect(screen.getByRole('img', { name: 'پیش‌نمایش لوگوی سربرگ' })).toHaveAttribute('src', `${uploadedSrc(1)}?w=256&q=75`);

    await u.click(screen.getByRole('button', { name: 'برداشتن لوگوی پابرگ' }));
    expect(screen.getByLabelText(/^لوگوی پابرگ/)).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'برداشتن لوگوی پابرگ' })).toBeNull();

    const pictures = screen.getByRole('list', { name: 'تصاویر صفحه ورود' });
    await u.click(screen.getByRole('button', { name: 'افزودن تصویر ورود با بارگذاری' }));
    expect(within(pictures).getAllByRole('listitem')).toHaveLength(3);
    // The uploaded third picture goes first: by its button, then the old second one is dragged onto the first.
    await u.click(within(pictures).getByRole('button', { name: 'تصویر ۳، یک جا بالاتر' }));
    await u.click(within(pictures).getByRole('button', { name: 'تصویر ۲، یک جا بالاتر' }));
    const items = within(pictures).getAllByRole('listitem');
    const dataTransfer = { setData: () => undefined, effectAllowed: '' };
    fireEvent.dragStart(items[2]!, { dataTransfer });
    fireEvent.dragOver(items[1]!, { dataTransfer });
    fireEvent.drop(items[1]!, { dataTransfer });
    await u.click(within(pictures).getByRole('button', { name: 'حذف تصویر ۳' }));
    await u.type(screen.getByLabelText('یا نشانی تصویر'), 'https://cdn.example/login.webp');
    await u.click(screen.getByRole('button', { name: 'افزودن تصویر با این نشانی' }));

    await u.click(screen.getByRole('button', { name: 'ذخیره مشخصات' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toMatchObject({ logo: uploadedSrc(1), footerLogo: null, loginImages: [uploadedSrc(2), '/media/ph/banner/2/b', 'https://cdn.example/login.webp'] });
  });

  it('refuses an unsafe typed sign-in picture in Persian, and a reader gets no upload or move controls', async () => {
    const writes = backend();
    const u = userEvent.setup();
    const view = renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <IdentityForm Upload={fakeUpload()} />
      </AccessProvider>,
    );
    await u.type(await screen.findByLabelText('یا نشانی تصویر'), 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: 'افزودن تصویر با این نشانی' }));
    await u.click(screen.getByRole('button', { name: 'ذخیره مشخصات' }));
    expect(await screen.findByText('نشانی تصویر باید با / یا https:// شروع شود')).toBeInTheDocument();
    expect(writes).toEqual([]);
    view.unmount();

    renderWithQuery(
      <AccessProvider me={me(['content.read'])}>
        <IdentityForm Upload={fakeUpload()} />
      </AccessProvider>,
    );
    expect(await screen.findByLabelText(/^لوگوی سربرگ/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'بارگذاری لوگوی سربرگ' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /یک جا بالاتر/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /حذف تصویر/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ذخیره مشخصات' })).toBeNull();
  });
});
