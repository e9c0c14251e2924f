'use client';

import { Calendar, DateObject } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { useId, useRef, useState } from 'react';
import { dayContent, monthArrow, onCalendarKey, useCalendarA11y } from '@/components/jalali-calendar-a11y';
import type { PlanLoanTime } from '@/lib/contracts/facility';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliLong, jalaliToGregorianIso, toJalaliParts } from '@/lib/format/jalali';
import { primaryButton } from './field';

type Props = {
  days: readonly PlanLoanTime[];
  /** The booked or previously chosen day, 'YYYY-MM-DDT00:00:00'. */
  initial: string | null;
  disabled: boolean;
  busy: boolean;
  onSubmit: (meetDateTime: string) => void;
};

// The inline calendar renders role="dialog" without a name unless given a role; its types do not list the prop.
const inlineRole = { role: 'group' } as object;

const dayOf = (date: DateObject) => jalaliToGregorianIso(date.year, date.month.number, date.day);
const toPicker = (isoDay: string) => {
  const { jy, jm, jd } = toJalaliParts(isoDay);
  return new DateObject({ calendar: persian, locale: persian_fa, year: jy, month: jm, day: jd });
};

/**
 * SPEC §2/§4 appointment step 'تعیین نوبت': a collapsible Jalali calendar (Saturday first); holidays and full days
 * are disabled and red; the chosen day's free capacity and the chosen time; 'ثبت' is disabled while the capacity is
 * 0, nothing is chosen, the parent disables the panel, or a request is in flight.
 */
export function AppointmentStep({ days, initial, disabled, busy, onSubmit }: Props) {
  const panelId = useId();
  const calendar = useRef<HTMLDivElement>(null);
  useCalendarA11y(calendar, 'روزهای قابل انتخاب');
  const [open, setOpen] = useState(true);
  const [chosen, setChosen] = useState<string | null>(initial && days.some((d) => d.dateTime === initial) ? initial : null);
  const byDay = new Map(days.map((d) => [d.dateTime.slice(0, 10), d]));
  const slot = chosen ? byDay.get(chosen.slice(0, 10)) : undefined;
  const closed = (d: PlanLoanTime | undefined) => !d || d.holiday || d.capacity <= 0;
  const first = days[0]?.dateTime.slice(0, 10);
  const last = days.at(-1)?.dateTime.slice(0, 10);

  return (
    <section className="rounded-xl border border-line bg-white" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`}>
        <button type="button" className="flex w-full items-center justify-between p-4 font-bold" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)} disabled={disabled}>
          تعیین نوبت
          <span aria-hidden>{open ? '−' : '+'}</span>
        </button>
      </h2>
      {open && !disabled ? (
        <div id={panelId} className="space-y-4 border-t border-line p-4">
          <p className="text-sm leading-7 text-muted">برای بررسی مدارک در باجه شرکت، زمانی را انتخاب کنید تا کارشناسان مدارک شما را بررسی کنند.</p>
          {/* Greyed days must stay readable (contrast); the red of closed days is their own inline colour. */}
          <div ref={calendar} role="group" aria-label="تقویم انتخاب روز مراجعه" onKeyDownCapture={(e) => onCalendarKey(e)} className="min-h-[330px] [&_.rmdp-deactive_span]:!text-gray-600 [&_.rmdp-disabled_span:not([data-closed])]:!text-gray-600">
            {first && last ? (
              <Calendar
                {...inlineRole}
                showOtherDays
                renderButton={monthArrow}
                calendar={persian}
                locale={persian_fa}
                minDate={toPicker(first)}
                maxDate={toPicker(last)}
                currentDate={toPicker(chosen?.slice(0, 10) ?? first)}
                value={chosen ? toPicker(chosen.slice(0, 10)) : null}
                mapDays={({ date }: { date: DateObject }) => {
                  const day = byDay.get(dayOf(date));
                  if (!day) return dayContent(date);
                  // The picker drops className on disabled days but keeps the span's own props: colour and mark them there.
                  return { ...dayContent(date), ...(closed(day) ? { disabled: true, style: { color: '#b91c1c' }, 'data-closed': 'true' } : { 'data-open': 'true' }) };
                }}
                onChange={(date: DateObject | null) => {
                  if (!date) return;
                  const day = byDay.get(dayOf(date));
                  if (!closed(day)) setChosen(day!.dateTime);
                }}
              />
            ) : (
              <p className="text-sm text-muted">روزی برای نوبت‌دهی یافت نشد</p>
            )}
          </div>
          <p aria-live="polite" className="text-sm">
            {slot ? (
              <>
                <span className="font-bold">{formatJalaliLong(slot.dateTime)}</span>
                <span className="ms-3">ظرفیت آزاد {toPersianDigits(String(slot.capacity))} نفر</span>
              </>
            ) : 'روز مراجعه را انتخاب کنید'}
          </p>
          <button type="button" className={primaryButton} disabled={disabled || busy || !slot || slot.capacity <= 0} onClick={() => slot && onSubmit(slot.dateTime)}>
            ثبت
          </button>
        </div>
      ) : null}
    </section>
  );
}
