'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { NAV_LINK_ATTRIBUTE } from './nav-link';

/** A primary-button click without modifier keys that no handler has taken (the others open tabs and windows). */
export function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The same-origin URL a link (matching `selector`) around `target` opens in this tab, or null. */
export function inAppLinkUrl(target: EventTarget | null, selector = 'a[href]'): URL | null {
  const anchor = target instanceof Element ? target.closest(selector) : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, location.href);
  return url.origin === location.origin ? url : null;
}

/** The in-app path a NavLink leads to, or null when the browser should follow it itself. */
export function navLinkPath(target: EventTarget | null): string | null {
  const url = inAppLinkUrl(target, `a[${NAV_LINK_ATTRIBUTE}]`);
  if (!url) return null;
  // A jump inside the page is the browser's.
  if (url.hash && url.pathname === location.pathname && url.search === location.search) return null;
  return url.pathname + url.search + url.hash;
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/**
 * Mounted once in the root layout: clicks on NavLinks become client-side navigations, and a NavLink the visitor
 * points at, touches or focuses is prefetched. Listens on the document in the bubble phase, after React's own
 * listener, so a click a component already handled (defaultPrevented) is left alone.
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const onClick = (event: MouseEvent) => {
      if (!isPlainClick(event)) return;
      const path = navLinkPath(event.target);
      if (path === null) return;
      event.preventDefault();
      router.push(path);
    };
    const onIntent = (event: Event) => {
      const path = navLinkPath(event.target);
      if (path === null || prefetched.has(path)) return;
      prefetched.add(path);
      router.prefetch(path);
    };
    document.addEventListener('click', onClick);
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { passive: true });
    return () => {
      document.removeEventListener('click', onClick);
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent);
    };
  }, [router]);

  return null;
}
