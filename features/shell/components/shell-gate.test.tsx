import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ShellGate } from './shell-gate';

const path = vi.hoisted(() => ({ current: '/' }));
vi.mock('next/navigation', () => ({ usePathname: () => path.current }));

function Shell() {
  return (
    <>
      <ShellGate part="header">
        <header>سربرگ</header>
      </ShellGate>
      <ShellGate part="footer">
        <footer>پابرگ</footer>
      </ShellGate>
      <ShellGate part="mobile-nav">
        <nav aria-label="پایین">نوار</nav>
      </ShellGate>
    </>
  );
}

const parts = () => ({
  header: screen.queryByRole('banner') !== null,
  footer: screen.queryByRole('contentinfo') !== null,
  nav: screen.queryByRole('navigation') !== null,
});

describe('ShellGate', () => {
  it.each([
    ['/', { header: true, footer: true, nav: true }],
    ['/login', { header: false, footer: false, nav: true }],
    ['/cart', { header: false, footer: false, nav: true }],
    ['/order', { header: false, footer: false, nav: false }],
    ['/pay/2', { header: false, footer: false, nav: true }],
    ['/dashboard/orders', { header: false, footer: false, nav: false }],
  ])('on %s shows %o', (pathname, expected) => {
    path.current = pathname;
    render(<Shell />);
    expect(parts()).toEqual(expected);
  });
});
