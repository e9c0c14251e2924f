import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Company, MenuGroup } from '@/lib/contracts/content';
import { renderWithQuery } from '@/tests/render';
import { DesktopHeader } from './desktop-header';
import { MobileNav } from './mobile-nav';
import { MobileTopBar } from './mobile-top-bar';

const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current, useRouter: () => ({ push: vi.fn() }) }));

const logo = { original: { src: '/logo.svg', alt: 'ویترین' } };
const company = (catalogMode: boolean): Company => ({
  companyName: 'ویترین',
  companyLogoImages: logo,
  footerCopyright: '©',
  footerAbout: '',
  promotionGalleryUrl: null,
  catalogMode,
  maintenanceMode: false,
  maintenanceModeExpDateTime: null,
  companyAddresses: [],
  validGateways: [],
  externalScripts: [],
});

const menus: MenuGroup[] = [
  {
    id: 1,
    title: 'منوی اصلی',
    position: 1,
    mobileView: false,
    menuItems: [
      {
        id: 10,
        title: 'گوشی موبایل',
        link: '/shop/category-mobile',
        images: null,
        itemType: 1,
        childs: [
          { id: 11, title: 'گوشی سامسونگ', link: '/shop/category-mobile-samsung', images: null, itemType: 1, childs: [] },
          { id: 12, title: 'جشنواره سامسونگ', link: '/shop/brand-samsung', images: { original: { src: '/b.svg' } }, itemType: 4, childs: [] },
        ],
      },
    ],
  },
  { id: 2, title: 'دسترسی سریع', position: 2, mobileView: true, menuItems: [{ id: 20, title: 'وبلاگ', link: '/blog', images: null, itemType: 1, childs: [] }] },
];

const render = (ui: ReactElement) => renderWithQuery(ui);

// The search and account controls belong to other features; the layout fills these slots with them.
const slots = {
  search: <div role="search" aria-label="جستجو در محصولات" />,
  account: <a href="/login">ورود/ثبت نام</a>,
  basket: <button type="button">سبد خرید</button>,
};
const mobileSlots = { search: <button type="button">جستجو در محصولات</button>, searchIcon: <button type="button">جستجو</button>, account: <a href="/dashboard">حساب کاربری</a> };

beforeEach(() => {
  path.current = '/';
});

describe('DesktopHeader', () => {
  it('has the logo home link, the search, account and basket slots, bell and the FAQ link', () => {
    render(<DesktopHeader company={company(false)} menus={menus} {...slots} />);
    expect(screen.getByRole('link', { name: 'ویترین، صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('search', { name: 'جستجو در محصولات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اعلان‌ها' })).toHaveAttribute('href', '/dashboard/notifications');
    expect(screen.getByRole('link', { name: 'ورود/ثبت نام' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'سبد خرید' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'سوال دارید؟' })).toHaveAttribute('href', '/faq');
  });

  it('builds the menu bar from the position-1 group, with an image link for itemType 4', () => {
    render(<DesktopHeader company={company(false)} menus={menus} {...slots} />);
    const bar = screen.getByRole('navigation', { name: 'منوی اصلی' });
    expect(within(bar).getByRole('link', { name: 'گوشی موبایل' })).toHaveAttribute('href', '/shop/category-mobile');
    expect(within(bar).getByRole('link', { name: 'گوشی سامسونگ' })).toHaveAttribute('href', '/shop/category-mobile-samsung');
    expect(within(bar).getByRole('img', { name: 'جشنواره سامسونگ' }).closest('a')).toHaveAttribute('href', '/shop/brand-samsung');
    expect(within(bar).queryByRole('link', { name: 'وبلاگ' })).not.toBeInTheDocument();
  });

  it('has no basket control in catalog mode', () => {
    render(<DesktopHeader company={company(true)} menus={menus} {...slots} />);
    expect(screen.queryByRole('button', { name: 'سبد خرید' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ورود/ثبت نام' })).toBeInTheDocument();
  });
});

describe('MobileNav', () => {
  const tabs = () => within(screen.getByRole('navigation', { name: 'ناوبری پایین صفحه' })).getAllByRole('link');

  it('has five tabs, sending a signed-out visitor to /login for cart, favorites and profile', () => {
    render(<MobileNav catalogMode={false} {...mobileSlots} />);
    expect(tabs().map((t) => [t.textContent, t.getAttribute('href')])).toEqual([
      ['خانه', '/'],
      ['دسته‌بندی', '/categories'],
      ['سبد خرید', '/login?c=%2Fcart'],
      ['علاقه‌مندی‌ها', '/login?c=%2Fdashboard%2Ffavorites'],
      ['پروفایل', '/login?c=%2Fdashboard'],
    ]);
    expect(screen.getByRole('link', { name: 'خانه' })).toHaveAttribute('aria-current', 'page');
  });

  it('drops the cart and uses four columns in catalog mode', () => {
    render(<MobileNav catalogMode {...mobileSlots} />);
    expect(tabs().map((t) => t.textContent)).toEqual(['خانه', 'دسته‌بندی', 'علاقه‌مندی‌ها', 'پروفایل']);
    expect(screen.getByRole('list')).toHaveClass('grid-cols-4');
  });
});

describe('MobileTopBar', () => {
  it('shows the search bar on ordinary pages', () => {
    render(<MobileTopBar logo={logo} companyName="ویترین" catalogMode={false} {...mobileSlots} />);
    expect(screen.getByRole('button', { name: 'جستجو در محصولات' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'حساب کاربری' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'بازگشت به صفحه اصلی' })).not.toBeInTheDocument();
  });

  it('shows the slim bar on product pages, without a basket in catalog mode', () => {
    path.current = '/products/5/galaxy-s25';
    const { rerender } = render(<MobileTopBar logo={logo} companyName="ویترین" catalogMode={false} {...mobileSlots} />);
    expect(screen.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'سبد خرید' })).toHaveAttribute('href', '/cart');
    expect(screen.getByRole('button', { name: 'جستجو' })).toBeInTheDocument();
    rerender(<MobileTopBar logo={logo} companyName="ویترین" catalogMode {...mobileSlots} />);
    expect(screen.queryByRole('link', { name: 'سبد خرید' })).not.toBeInTheDocument();
  });
});
