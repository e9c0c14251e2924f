'use client';

import { Children, useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  /** Persian name of the row, read by screen readers. */
  label: string;
  /** `<li>` items; each one should carry `snap-start` and a width. */
  children: ReactNode;
  listClassName?: string;
  className?: string;
};

/** How far (px) an end item may stick out and still count as reached, as scroll positions are fractional. */
const EDGE_PX = 4;
/** Ratios are computed in floating point: an item all in view may read 0.999. */
const FULLY_SEEN = 0.99;

/** Drawn for left-to-right and flipped in right-to-left pages, so it always points along the text. */
function Chevron({ towardEnd }: { towardEnd: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable={false} className="size-5 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth={2}>
      <path d={towardEnd ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A horizontally scrolling list with scroll-snap and previous/next buttons, in either writing direction. */
export function ScrollRow({ label, children, listClassName = 'gap-3', className = '' }: Props) {
  const list = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const count = Children.count(children);

  // The first and last items are watched instead of reading scroll sizes: reading them on mount forces a layout
  // of the whole page inside hydration, one of its longest tasks on the home page with its many rows.
  useEffect(() => {
    const el = list.current;
    const first = el?.firstElementChild;
    const last = el?.lastElementChild;
    if (!el || !first || !last) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const seen: { atStart?: boolean; atEnd?: boolean } = {};
        for (const entry of entries) {
          if (entry.target === first) seen.atStart = entry.isIntersecting && entry.intersectionRatio >= FULLY_SEEN;
          if (entry.target === last) seen.atEnd = entry.isIntersecting && entry.intersectionRatio >= FULLY_SEEN;
        }
        setEdges((now) => ({ ...now, ...seen }));
      },
      { root: el, rootMargin: `0px ${EDGE_PX}px`, threshold: FULLY_SEEN },
    );
    observer.observe(first);
    observer.observe(last);
    return () => observer.disconnect();
  }, [count]);

  const move = (towardEnd: boolean) => {
    const el = list.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl';
    const step = el.clientWidth * 0.85;
    el.scrollBy({ left: (towardEnd !== rtl ? 1 : -1) * step, behavior: 'smooth' });
  };

  const button =
    'absolute top-1/2 z-10 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white/95 text-xl shadow disabled:opacity-0 md:flex';
  return (
    <div role="group" aria-roledescription="carousel" aria-label={label} className={`relative ${className}`}>
      {/* relative: absolutely placed parts of the items (badges) are clipped by the list instead of widening the page. */}
      <ul ref={list} className={`relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] ${listClassName}`}>
        {children}
      </ul>
      <button type="button" aria-label="قبلی" disabled={edges.atStart} onClick={() => move(false)} className={`${button} start-1`}>
        <Chevron towardEnd={false} />
      </button>
      <button type="button" aria-label="بعدی" disabled={edges.atEnd} onClick={() => move(true)} className={`${button} end-1`}>
        <Chevron towardEnd />
      </button>
    </div>
  );
}
