import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteNotification } from '@/lib/contracts/content';
import { NotificationPopups } from './notification-popups';
import { popupCookieName } from './popup-views';

// jsdom loads no pictures: this stand-in lets the test decide when a preload finishes.
const preloads: { src: string; onload: (() => void) | null }[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  set src(value: string) {
    preloads.push({ src: value, onload: () => this.onload?.() });
  }
}

function finishPreloads() {
  act(() => {
    for (const p of preloads.splice(0)) p.onload?.();
  });
}

const popup = (over: Partial<SiteNotification> = {}): SiteNotification => ({
  id: 7,
  type: 1,
  title: 'تخفیف ویژه',
  active: true,
  mobileView: true,
  images: { original: { src: '/media/ph/popup/220/x.svg' } },
  alt: 'تخفیف ویژه گلکسی',
  link: '/products/1/galaxy',
  viewCount: 2,
  ...over,
});

function setWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query }));
}

beforeEach(() => {
  vi.stubGlobal('Image', FakeImage);
  setWidth(false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  preloads.length = 0;
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('NotificationPopups', () => {
  it('shows a popup only after its picture has loaded', () => {
    render(<NotificationPopups notifications={[popup()]} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(preloads.map((p) => p.src)).toEqual(['/media/ph/popup/220/x.svg?w=480&q=75']);
    finishPreloads();
    expect(screen.getByRole('dialog', { name: 'تخفیف ویژه' })).toBeInTheDocument();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/products/1/galaxy');
    expect(screen.getByRole('img', { name: 'تخفیف ویژه گلکسی' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بستن' })).toHaveFocus();
  });

  it('shows it viewCount times on a device, counting down in its cookie, then stops', async () => {
    const user = userEvent.setup();
    for (const left of ['1', '0']) {
      sessionStorage.clear(); // a new visit
      const { unmount } = render(<NotificationPopups notifications={[popup()]} />);
      finishPreloads();
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      expect(Cookies.get(popupCookieName(7))).toBe(left);
      await user.click(screen.getByRole('button', { name: 'بستن' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
    sessionStorage.clear();
    render(<NotificationPopups notifications={[popup()]} />);
    finishPreloads();
    expect(preloads).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(popupCookieName(7))).toBe('0');
  });

  it('shows at most one popup per visit, however many pages it opens', () => {
    const first = render(<NotificationPopups notifications={[popup()]} />);
    finishPreloads();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    first.unmount();
    render(<NotificationPopups notifications={[popup()]} />);
    finishPreloads();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(Cookies.get(popupCookieName(7))).toBe('1');
  });

  it('clears the cookie of an inactive popup and never shows it', () => {
    Cookies.set(popupCookieName(9), '1', { path: '/' });
    render(<NotificationPopups notifications={[popup({ id: 9, active: false })]} />);
    finishPreloads();
    expect(Cookies.get(popupCookieName(9))).toBeUndefined();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('skips popups not meant for phones on narrow screens and closes with Escape', async () => {
    setWidth(true);
    const user = userEvent.setup();
    render(<NotificationPopups notifications={[popup({ id: 1, mobileView: false, title: 'فقط دسکتاپ' }), popup({ id: 2, title: 'همه جا' })]} />);
    finishPreloads();
    expect(screen.getByRole('dialog', { name: 'همه جا' })).toBeInTheDocument();
    expect(Cookies.get(popupCookieName(1))).toBeUndefined();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('ignores top banners', () => {
    render(<NotificationPopups notifications={[popup({ type: 0 })]} />);
    expect(preloads).toHaveLength(0);
  });
});
