'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { toLatinDigits } from '@/lib/format/digits';
import { formatToman, TOMAN_UNIT } from '@/lib/format/money';
import { inputClass } from '../form/field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/** Reads an amount typed in Persian, Arabic or Latin digits, with or without separators; null when empty. */
export function parseToman(text: string): number | null {
  const digits = toLatinDigits(text).replace(/[^\d]/g, '');
  if (!digits) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}

/** A toman amount: typed in any digits, shown in Persian digits with separators as it is typed; integer only. */
export function TomanInput({ value, onChange, className = '', ...rest }: Props) {
  return (
    <div className="relative">
      <input
        {...rest}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value === null ? '' : formatToman(value)}
        onChange={(e) => onChange(parseToman(e.target.value))}
        className={`${inputClass} pe-14 ${className}`}
      />
      <span aria-hidden className="pointer-events-none absolute inset-y-0 end-3 flex items-center text-xs text-muted">
        {TOMAN_UNIT}
      </span>
    </div>
  );
}
