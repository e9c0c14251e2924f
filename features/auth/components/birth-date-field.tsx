'use client';

import DatePicker, { DateObject } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { jalaliToGregorianIso, toJalaliParts } from '@/lib/format/jalali';
import { describedBy, FormField, inputClass } from './form-field';

type Props = { id: string; value: string | undefined; onChange: (value: string) => void; latest: string; error?: string; disabled?: boolean };

// FA-NOTES: the `persian` calendar, never `jalali` (one day off in 1404); dates leave as their own parts, never toISOString.
const toPicker = (isoDay: string) => {
  const { jy, jm, jd } = toJalaliParts(isoDay);
  return new DateObject({ calendar: persian, locale: persian_fa, year: jy, month: jm, day: jd });
};

/** SPEC §5 birth date: a Jalali picker whose latest day is today − 6 years; the value is YYYY-MM-DDT00:00:00. */
export function BirthDateField({ id, value, onChange, latest, error, disabled }: Props) {
  return (
    <FormField id={id} label="تاریخ تولد" error={error}>
      <DatePicker
        calendar={persian}
        locale={persian_fa}
        value={value ? toPicker(value.slice(0, 10)) : null}
        maxDate={toPicker(latest)}
        currentDate={toPicker(latest)}
        disabled={disabled}
        containerClassName="w-full"
        calendarPosition="bottom-right"
        render={(shown: string, openCalendar: () => void) => (
          <input
            id={id}
            readOnly
            value={shown}
            placeholder="انتخاب تاریخ"
            onClick={openCalendar}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') openCalendar();
            }}
            disabled={disabled}
            className={inputClass}
            aria-haspopup="dialog"
            aria-invalid={Boolean(error)}
            aria-describedby={describedBy(id, error)}
          />
        )}
        onChange={(date: DateObject | null) => {
          if (!date) return;
          onChange(`${jalaliToGregorianIso(date.year, date.month.number, date.day)}T00:00:00`);
        }}
      />
    </FormField>
  );
}
