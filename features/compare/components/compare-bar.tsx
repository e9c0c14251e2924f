'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { NavLink } from '@/components/nav-link';
import { compareHref } from '@/lib/contracts/compare';
import { loadComparePicks, useCompareStore } from '../stores/compare-store';

const fa = new Intl.NumberFormat('fa-IR');

/** The way from the picks to /compare: a small bar above the phone's bottom navigation while anything is picked. */
export function CompareBar() {
  const ids = useCompareStore((s) => s.ids);
  const pathname = usePathname();
  useEffect(loadComparePicks, []);
  if (ids.length === 0 || pathname === '/compare') return null;
  return (
    <div role="region" aria-label="مقایسه کالاها" className="fixed inset-x-0 bottom-20 z-20 flex justify-center px-4 desk:bottom-6">
      <div className="flex items-center gap-3 rounded-full bg-gray-900 px-4 py-2 text-sm text-white shadow-lg">
        <NavLink href={compareHref(ids)} className="font-bold underline-offset-4 hover:underline">
          مقایسه {fa.format(ids.length)} کالا
        </NavLink>
        <button type="button" onClick={() => useCompareStore.getState().setIds([])} className="rounded-full px-2 py-1 text-gray-300 hover:text-white">
          پاک کردن
        </button>
      </div>
    </div>
  );
}
