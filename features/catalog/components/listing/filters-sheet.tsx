'use client';

import { useId, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { Dialog } from '@/components/dialog';

/** `here` is the listing's own address: a new one (applying filters) closes the sheet. */
type Props = { label: string; here: string; children: ReactNode };

/**
 * Filters in a side column on wide screens and a full-screen sheet on phones. Without JavaScript the sheet is the
 * column itself, opened through #filters (CSS :target); with it, a Dialog tied to the current URL, so applying
 * filters (a navigation) closes it.
 */
export function FiltersSheet({ label, here, children }: Props) {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === here;
  const titleId = useId();

  const show = (e: MouseEvent) => {
    e.preventDefault();
    setOpenAt(here);
  };

  return (
    <>
      <a href="#filters" onClick={show} aria-haspopup="dialog" className="mb-3 inline-block rounded-lg border border-line bg-white px-4 py-2 text-sm font-bold lg:hidden">
        {label}
      </a>
      <aside
        id="filters"
        aria-labelledby="filters-title"
        className="hidden rounded-xl border border-line bg-white max-lg:target:fixed max-lg:target:inset-0 max-lg:target:z-50 max-lg:target:block max-lg:target:overflow-y-auto max-lg:target:rounded-none lg:sticky lg:top-4 lg:block"
      >
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id="filters-title" className="font-bold">فیلترها</h2>
          <a href="#listing" className="rounded-lg px-2 py-1 text-sm text-muted lg:hidden">بستن</a>
        </div>
        {/* One copy of the form at a time: its fields keep their ids unique. */}
        {open ? null : children}
      </aside>
      <Dialog open={open} onClose={() => setOpenAt(null)} labelledBy={titleId} place="full" className="bg-white">
        <div className="flex items-center justify-between border-b border-line px-4 py-3">
          <h2 id={titleId} className="font-bold">فیلترها</h2>
          <button type="button" onClick={() => setOpenAt(null)} className="rounded-lg px-2 py-1 text-sm text-muted">بستن</button>
        </div>
        {children}
      </Dialog>
    </>
  );
}
