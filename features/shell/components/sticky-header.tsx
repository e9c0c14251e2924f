'use client';

import type { ReactNode } from 'react';
import { useHideOnScroll } from './use-hide-on-scroll';

/** The page header sticks to the top, slides away while scrolling down and comes back on scroll up (SPEC §4). */
export function StickyHeader({ children }: { children: ReactNode }) {
  const [hidden, show] = useHideOnScroll();
  return (
    <header
      // A keyboard user tabbing into a hidden bar gets it back.
      onFocus={show}
      className={`sticky top-0 z-30 border-b border-line bg-surface transition-transform duration-200 motion-reduce:transition-none ${
        hidden ? '-translate-y-full' : ''
      }`}
    >
      {children}
    </header>
  );
}
