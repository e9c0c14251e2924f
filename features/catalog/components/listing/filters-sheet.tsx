'use client';

import { useEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';

/** `here` is the listing's own address: a new one (applying filters) closes the sheet. */
type Props = { label: string; here: string; children: ReactNode };

/**
 * Filters in a side column on wide screens and a full-screen sheet on phones. Without JavaScript
 * the sheet opens through #filters (CSS :target); with it, through state tied to the current URL,
 * so applying filters (a navigation) closes it.
 */
export function FiltersSheet({ label, here, children }: Props) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const sheet = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    sheet.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpenAt(null);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const show = (e: MouseEvent) => {
    e.preventDefault();
    setOpenAt(here);
  };
  const hide = (e: MouseEvent) => {
    e.preventDefault();
    setOpenAt(null);
  };

  return (
    <>
      <a href="#filters" onClick={show} aria-expanded={open} className="mb-3 inline-block rounded-lg border border-line bg-white px-4 py-2 text-sm font-bold lg:hidden">
        {label}
      </a>
      <aside
        id="filters"
        ref={sheet}
        tabIndex={-1}
        aria-labelledby="filters-title"
        data-open={open}
        className="hidden rounded-xl border border-line bg-white outline-none max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:block max-lg:target:overflow-y-auto max-lg:target:rounded-none max-lg:data-[open=true]:fixed max-lg:data-[open=true]:inset-0 max-lg:data-[open=true]:z-50 max-lg:data-[open=true]:block max-lg:data-[open=true]:overflow-y-auto max-lg:data-[open=true]:rounded-none lg:sticky lg:top-4 lg:block"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id="filters-title" className="font-bold">فیلترها</h2>
          <a href="#listing" onClick={hide} className="rounded-lg px-2 py-1 text-sm text-muted lg:hidden">بستن</a>
        </div>
        {children}
      </aside>
    </>
  );
}
