'use client';

import NProgress from 'nprogress';
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { inAppLinkUrl, isPlainClick } from './client-navigation';

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
  const url = isPlainClick(event) ? inAppLinkUrl(event.target) : null;
  return url !== null && (url.pathname !== location.pathname || url.search !== location.search);
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
