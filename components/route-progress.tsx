'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';

/** SPEC §9: the bar stops 200 ms after the new route has rendered. */
export const PROGRESS_STOP_DELAY_MS = 200;

// nprogress's own template gives the bar role="bar", which is no ARIA role (axe: aria-roles); the bar is decoration.
// Its default barSelector looks for that role, so it must follow the template.
NProgress.configure({
  showSpinner: false,
  trickleSpeed: 200,
  minimum: 0.15,
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

function isInternalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) {
    return false;
  }
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search);
}

export function RouteProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) NProgress.start();
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => NProgress.done(), PROGRESS_STOP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, searchParams]);

  return null;
}
