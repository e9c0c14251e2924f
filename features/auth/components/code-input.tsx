'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { OTP_LENGTH } from '@/lib/contracts/auth';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { useWideScreen } from './use-wide-screen';

type Props = { id: string; value: string; onChange: (code: string) => void; disabled?: boolean; describedBy?: string };

/** Persian and Arabic digits become Latin ones; anything else is dropped. */
const digitsOf = (text: string) => toLatinDigits(text).replace(/\D/g, '').slice(0, OTP_LENGTH);

/** SPEC §2 step 3: four boxes on large screens, one numeric field on phones (where the keyboard offers the SMS code). */
export function CodeInput({ id, value, onChange, disabled, describedBy }: Props) {
  const wide = useWideScreen();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

  if (!wide) {
    return (
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(digitsOf(e.target.value))}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="one-time-code"
        dir="ltr"
        maxLength={OTP_LENGTH * 2}
        aria-describedby={describedBy}
        className="w-full rounded-lg border border-line px-3 py-3 text-center text-xl tracking-[0.5em] disabled:bg-gray-100"
      />
    );
  }

  const setDigit = (index: number, typed: string) => {
    const digits = digitsOf(typed);
    if (!digits) return;
    const next = (value.slice(0, index) + digits).slice(0, OTP_LENGTH);
    onChange(next);
    boxes.current[Math.min(next.length, OTP_LENGTH - 1)]?.focus();
  };
  const onKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Backspace') return;
    e.preventDefault();
    const cut = value.length > index ? index : Math.max(0, index - 1);
    onChange(value.slice(0, cut));
    boxes.current[cut]?.focus();
  };
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    setDigit(0, e.clipboardData.getData('text'));
  };

  return (
    <div id={id} role="group" aria-describedby={describedBy} dir="ltr" className="flex justify-center gap-3">
      {Array.from({ length: OTP_LENGTH }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={value[i] ?? ''}
          onChange={(e) => setDigit(Math.min(i, value.length), e.target.value.replace(value[i] ?? '', '') || e.target.value)}
          onKeyDown={(e) => onKeyDown(i, e)}
          onPaste={onPaste}
          disabled={disabled}
          inputMode="numeric"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          aria-label={`رقم ${toPersianDigits(i + 1)} از ${toPersianDigits(OTP_LENGTH)} کد تایید`}
          className="size-14 rounded-lg border border-line text-center text-2xl disabled:bg-gray-100"
        />
      ))}
    </div>
  );
}
