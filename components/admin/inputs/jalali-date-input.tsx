'use client';

import DatePicker, { type DateObject } from 'react-multi-date-picker';
import { fromPickerDay, pickerCalendar, toPickerDay } from './jalali-day';
import { ClearButton, pickerInput, type PickerFieldProps } from './picker-parts';

export type JalaliDateInputProps = Omit<PickerFieldProps, 'placeholder'> & {
  /** 'YYYY-MM-DD', the Tehran day. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  min?: string;
  max?: string;
  placeholder?: string;
  /** Shows a button that empties the field, when it has a value. */
  clearable?: boolean;
};

/** A Jalali day picker: Persian calendar and digits. */
export function JalaliDateInput({ value, onChange, min, max, placeholder = 'انتخاب تاریخ', clearable = true, ...field }: JalaliDateInputProps) {
  return (
    <div className="relative">
      <DatePicker
        {...pickerCalendar}
        value={value ? toPickerDay(value) : null}
        minDate={min ? toPickerDay(min) : undefined}
        maxDate={max ? toPickerDay(max) : undefined}
        disabled={field.disabled}
        containerClassName="w-full"
        calendarPosition="bottom-right"
        render={pickerInput({ ...field, placeholder })}
        onChange={(date: DateObject | null) => onChange(date ? fromPickerDay(date) : undefined)}
      />
      {clearable && value && !field.disabled ? <ClearButton label="پاک کردن تاریخ" onClear={() => onChange(undefined)} /> : null}
    </div>
  );
}
