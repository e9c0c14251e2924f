'use client';

import { useEffect, useState } from 'react';

/** SPEC §9: the top bar reacts only once the page has scrolled past this many pixels. */
export const SCROLL_THRESHOLD_PX = 50;

/** Hidden while scrolling down past the threshold, shown again on any scroll up (SPEC §4). */
export function nextHidden(previousY: number, y: number, wasHidden: boolean): boolean {
  if (y <= SCROLL_THRESHOLD_PX) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

export function useHideOnScroll(): [hidden: boolean, show: () => void] {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Read at the next frame, not here: reading the offset while the page hydrates forces a layout of the
    // whole page in the middle of it, where a frame lays it out anyway. A scroll before then only records it.
    let lastY: number | null = null;
    const frame = requestAnimationFrame(() => {
      lastY ??= window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      // The updater may run later: it must see this event's previous offset, not the next one's.
      const previousY = lastY ?? y;
      setHidden((was) => nextHidden(previousY, y, was));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  return [hidden, () => setHidden(false)];
}
