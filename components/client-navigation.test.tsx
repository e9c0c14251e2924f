import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientNavigation } from './client-navigation';
import { NavLink } from './nav-link';

const router = vi.hoisted(() => ({ push: vi.fn(), prefetch: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

beforeEach(() => {
  router.push.mockClear();
  router.prefetch.mockClear();
  window.history.replaceState(null, '', '/shop/category-mobile');
});

afterEach(() => {
  document.body.innerHTML = '';
});

function page(links: ReactElement) {
  return render(
    <>
      <ClientNavigation />
      {links}
    </>,
  );
}

/** Clicks like a person, and tells whether the browser would still follow the link itself. */
function click(el: Element, init: MouseEventInit = {}): boolean {
  let followed = false;
  // On window, after the document's listeners: read the verdict, then spare jsdom a navigation it cannot do.
  const verdict = (e: Event) => {
    followed = !e.defaultPrevented;
    e.preventDefault();
  };
  window.addEventListener('click', verdict);
  fireEvent.click(el, { button: 0, ...init });
  window.removeEventListener('click', verdict);
  return followed;
}

describe('NavLink with ClientNavigation', () => {
  it('renders an ordinary link, marked for the shared listener', () => {
    const { getByRole } = page(<NavLink href="/faq">سوالات متداول</NavLink>);
    const link = getByRole('link', { name: 'سوالات متداول' });
    expect(link).toHaveAttribute('href', '/faq');
    expect(link).toHaveAttribute('data-nav', '');
  });

  it('turns a click, also on something inside the link, into a client-side navigation with the query and hash', () => {
    const { getByText } = page(
      <NavLink href="/shop/category-laptop?sort=cheapest#list">
        <span>لپ‌تاپ</span>
      </NavLink>,
    );
    const followed = click(getByText('لپ‌تاپ'));
    expect(followed).toBe(false);
    expect(router.push).toHaveBeenCalledExactlyOnceWith('/shop/category-laptop?sort=cheapest#list');
  });

  it('leaves new-tab clicks, other buttons, new windows, downloads, other sites and in-page jumps to the browser', () => {
    const { getByText } = page(
      <>
        <NavLink href="/faq">عادی</NavLink>
        <NavLink href="/faq" target="_blank">پنجره جدید</NavLink>
        <NavLink href="/media/catalog.pdf" download>
          دانلود
        </NavLink>
        <NavLink href="https://example.com/">بیرونی</NavLink>
        <NavLink href="#reviews">همین صفحه</NavLink>
      </>,
    );
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click(getByText('عادی'), init), JSON.stringify(init)).toBe(true);
    }
    for (const name of ['پنجره جدید', 'دانلود', 'بیرونی', 'همین صفحه']) expect(click(getByText(name)), name).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leaves plain links and clicks a component already handled alone', () => {
    const { getByText } = page(
      <>
        <a href="/faq">بدون نشان</a>
        <NavLink href="/faq" onClick={(e) => e.preventDefault()}>
          گرفته شده
        </NavLink>
      </>,
    );
    expect(click(getByText('بدون نشان'))).toBe(true);
    expect(click(getByText('گرفته شده'))).toBe(false);
    expect(router.push).not.toHaveBeenCalled();
  });

  it('prefetches a link once when the visitor points at, touches or focuses it, not before', () => {
    const { getByText } = page(
      <>
        <NavLink href="/products/1/galaxy">گلکسی</NavLink>
        <NavLink href="/agency">نمایندگی‌ها</NavLink>
      </>,
    );
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(getByText('گلکسی'));
    fireEvent.touchStart(getByText('گلکسی'));
    fireEvent.focusIn(getByText('نمایندگی‌ها'));
    expect(router.prefetch.mock.calls).toEqual([['/products/1/galaxy'], ['/agency']]);
  });

  it('stops listening when unmounted', () => {
    const { getByText, unmount } = page(<NavLink href="/faq">سوالات</NavLink>);
    const link = getByText('سوالات');
    unmount();
    document.body.append(link);
    expect(click(link)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });
});
