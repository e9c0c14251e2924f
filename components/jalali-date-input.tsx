'use client';

import { useRef, useState } from 'react';
import DatePicker, { DateObject, type DatePickerRef } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { jalaliToGregorianIso, toJalaliParts } from '@/lib/format/jalali';
import { dayContent, monthArrow, onCalendarKey, useCalendarA11y } from './jalali-calendar-a11y';
import { MonthYearSelects } from './month-year-selects';

type Props = {
  id: string;
  /** The chosen day, YYYY-MM-DD (a Tehran calendar day). */
  value: string | undefined;
  onChange: (day: string) => void;
  /** Called when the picker closes: the field has been visited (validation on blur). */
  onBlur?: () => void;
  /** The latest day that may be chosen, YYYY-MM-DD. */
  latest: string;
  /** With no value yet the calendar opens this many years before `latest` (a birth date: an adult's year). */
  openYearsBack?: number;
  className: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
};

// FA-NOTES: the `persian` calendar, never `jalali` (one day off in 1404); dates leave as their own parts, never toISOString.
const toPicker = (isoDay: string) => {
  const { jy, jm, jd } = toJalaliParts(isoDay);
  return new DateObject({ calendar: persian, locale: persian_fa, year: jy, month: jm, day: jd });
};

/**
 * A past date in a Jalali popup calendar (react-multi-date-picker): the field is a combobox that opens it with
 * Enter, Space or ArrowDown; the calendar has the month and the year as selects, named arrow and day buttons, Enter
 * or Space to choose a day and Escape to close, after which focus is back on the field.
 */
export function JalaliDateInput({ id, value, onChange, onBlur, latest, openYearsBack = 0, className, invalid, describedBy, disabled }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const picker = useRef<DatePickerRef>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const calendarId = `${id}-calendar`;
  useCalendarA11y(root, 'تقویم', calendarId);
  const max = toPicker(latest);
  const start = value ? toPicker(value) : new DateObject(max).setYear(max.year - openYearsBack);

  return (
    <div ref={root} onKeyDownCapture={(e) => onCalendarKey(e, open ? () => picker.current?.closeCalendar() : undefined)}>
      <DatePicker
        ref={picker}
        calendar={persian}
        locale={persian_fa}
        value={value ? toPicker(value) : null}
        maxDate={max}
        currentDate={start}
        disabled={disabled}
        hideMonth
        hideYear
        renderButton={monthArrow}
        mapDays={({ date }: { date: DateObject }) => dayContent(date)}
        plugins={[<MonthYearSelects key="month-year" position="top" latest={{ year: max.year, month: max.month.number }} />]}
        containerClassName="w-full"
        calendarPosition="bottom-right"
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          onBlur?.();
          // A day chosen with the keyboard closes the calendar under the focus: it comes back to the field, unless
          // the picker closed because the person went on elsewhere.
          setTimeout(() => {
            const active = document.activeElement;
            if (!active || active === document.body || root.current?.contains(active)) input.current?.focus();
          });
        }}
        render={(shown: string, openCalendar: () => void) => (
          <input
            ref={input}
            id={id}
            readOnly
            value={shown}
            placeholder="انتخاب تاریخ"
            onClick={openCalendar}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
                e.preventDefault();
                openCalendar();
              }
            }}
            disabled={disabled}
            className={className}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? calendarId : undefined}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        )}
        onChange={(date: DateObject | null) => {
          if (date) onChange(jalaliToGregorianIso(date.year, date.month.number, date.day));
        }}
      />
    </div>
  );
}
