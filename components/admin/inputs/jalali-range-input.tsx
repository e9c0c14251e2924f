'use client';

import DatePicker, { type DateObject } from 'react-multi-date-picker';
import { fromPickerDay, pickerCalendar, toPickerDay } from './jalali-day';
import { ClearButton, pickerInput, type PickerFieldProps } from './picker-parts';

/** Tehran days, 'YYYY-MM-DD'; either end may be open. */
export type DayRange = { from?: string; to?: string };

type Props = Omit<PickerFieldProps, 'placeholder'> & { value: DayRange; onChange: (value: DayRange) => void; placeholder?: string };

/** A Jalali range: the first day picked starts it, the second ends it (the same day twice is a one-day range). */
export function JalaliRangeInput({ value, onChange, placeholder = 'از تاریخ تا تاریخ', ...field }: Props) {
  const picked = [value.from, value.to].filter((d): d is string => Boolean(d)).map(toPickerDay);
  return (
    <div className="relative">
      <DatePicker
        {...pickerCalendar}
        range
        dateSeparator=" تا "
        value={picked}
        disabled={field.disabled}
        containerClassName="w-full"
        calendarPosition="bottom-right"
        render={pickerInput({ ...field, placeholder })}
        onChange={(dates: DateObject[] | null) => {
          const days = (dates ?? []).map(fromPickerDay);
          // One day picked so far: the range is that day until the second click says otherwise.
          onChange(days.length === 0 ? {} : { from: days[0], to: days[1] ?? days[0] });
        }}
      />
      {(value.from || value.to) && !field.disabled ? <ClearButton label="پاک کردن بازه تاریخ" onClear={() => onChange({})} /> : null}
    </div>
  );
}
