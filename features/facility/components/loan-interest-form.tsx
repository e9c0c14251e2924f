'use client';

import { useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-client';
import { registerLoanInterest, type LoanInterestFields } from '../api/loan-beta';
import { errorProps, Field, inputClass, primaryButton } from './field';

const FIELDS: [keyof LoanInterestFields, string, 'text' | 'numeric' | 'tel'][] = [
  ['fullName', 'نام و نام خانوادگی', 'text'],
  ['mobile', 'شماره موبایل', 'tel'],
  ['nationalCode', 'کد ملی', 'numeric'],
  ['amount', 'مبلغ درخواستی (تومان)', 'numeric'],
];

/** /loanbeta/register: the server validates (Persian messages per field) and keeps one registration per mobile. */
export function LoanInterestForm() {
  const [values, setValues] = useState<LoanInterestFields>({ fullName: '', mobile: '', nationalCode: '', amount: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      setMessage({ ok: true, text: await registerLoanInterest(values) });
      setErrors({});
    } catch (err) {
      const error = toApiError(err);
      setErrors(error.fields);
      // Field errors show beside their fields; the general message only for what no field explains.
      setMessage(Object.keys(error.fields).length > 0 ? null : { ok: false, text: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-line bg-white p-4">
      {FIELDS.map(([name, label, mode]) => (
        <Field key={name} id={`interest-${name}`} label={label} error={errors[name]}>
          <input
            id={`interest-${name}`}
            className={inputClass}
            inputMode={mode === 'text' ? undefined : mode}
            value={values[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            {...errorProps(`interest-${name}`, errors[name])}
          />
        </Field>
      ))}
      <button type="submit" className={primaryButton} disabled={busy}>ثبت درخواست</button>
      {message ? <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'text-sm text-green-800' : 'text-sm text-red-700'}>{message.text}</p> : null}
    </form>
  );
}
