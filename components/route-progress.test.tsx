import { render } from '@testing-library/react';
import NProgress from 'nprogress';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteProgress } from './route-progress';

vi.mock('next/navigation', () => ({
  usePathname: () => '/shop/category-mobile',
  useSearchParams: () => new URLSearchParams(),
}));

afterEach(() => {
  NProgress.remove();
  document.body.querySelectorAll('a').forEach((a) => a.remove());
});

describe('RouteProgress', () => {
  it('starts the bar, hidden from assistive technology, when an internal link is clicked', () => {
    render(<RouteProgress />);
    const link = document.createElement('a');
    link.href = '/shop/category-mobile?sort=cheapest';
    // jsdom cannot navigate; the app's router would take the click from here.
    link.addEventListener('click', (e) => e.preventDefault());
    document.body.append(link);

    link.click();

    expect(NProgress.isStarted()).toBe(true);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    expect(bar).not.toHaveAttribute('role');
  });
});
