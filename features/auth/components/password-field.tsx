'use client';

import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { describedBy, FormField, inputClass } from './form-field';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { id: string; label: string; error?: string };

/** A password input with a show/hide toggle (SPEC §2 steps 2 and 5). */
export const PasswordField = forwardRef<HTMLInputElement, Props>(function PasswordField({ id, label, error, ...input }, ref) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField id={id} label={label} error={error}>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type={visible ? 'text' : 'password'}
          dir="ltr"
          className={`${inputClass} pe-20`}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error)}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
          aria-label={visible ? `پنهان کردن ${label}` : `نمایش ${label}`}
          className="absolute inset-y-0 end-2 my-auto h-8 rounded px-2 text-xs text-brand"
        >
          {visible ? 'پنهان' : 'نمایش'}
        </button>
      </div>
    </FormField>
  );
});
