'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';
import { toPersianDigits } from '@/lib/format/digits';
import type { ScheduleFigures } from './instalment-schedule';

// The table (Jalali dates and their formatters) loads when it is opened, not with the product page.
const InstalmentSchedule = dynamic(() => import('./instalment-schedule').then((m) => m.InstalmentSchedule), {
  ssr: false,
  loading: () => <p className="text-sm text-muted">در حال آماده‌سازی جدول اقساط…</p>,
});

/** The instalment schedule behind a button, wherever a plan's figures are shown (product page, basket, plan step). */
export function ScheduleDisclosure({ figures }: { figures: ScheduleFigures }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="space-y-2">
      <button type="button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)} className="text-sm font-bold text-brand-dark underline underline-offset-4">
        {open ? 'بستن جدول اقساط' : `جدول اقساط (${toPersianDigits(figures.months)} قسط)`}
      </button>
      {open ? (
        <div id={id}>
          <InstalmentSchedule figures={figures} />
        </div>
      ) : null}
    </div>
  );
}
