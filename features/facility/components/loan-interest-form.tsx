'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { loanInterestBodySchema } from '@/lib/contracts/loan-beta';
import { showApiError } from '@/lib/forms/api-errors';
import { registerLoanInterest } from '../api/loan-beta';
import { errorProps, Field, inputClass, primaryButton } from './field';

type Input = z.input<typeof loanInterestBodySchema>;
type Output = z.output<typeof loanInterestBodySchema>;

const FIELDS: [keyof Input, string, 'text' | 'numeric' | 'tel'][] = [
  ['fullName', 'نام و نام خانوادگی', 'text'],
  ['mobile', 'شماره موبایل', 'tel'],
  ['nationalCode', 'کد ملی', 'numeric'],
  ['amount', 'مبلغ درخواستی (تومان)', 'numeric'],
];

/** /loanbeta/register: the handler's schema checks each field here first; the server keeps one registration per mobile. */
export function LoanInterestForm() {
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(loanInterestBodySchema),
    mode: 'onTouched',
    defaultValues: { fullName: '', mobile: '', nationalCode: '', amount: '' },
  });
  const [done, setDone] = useState<string | null>(null);
  const { errors } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      setDone(await registerLoanInterest(values));
    } catch (error) {
      showApiError(error, setError, FIELDS.map(([name]) => name));
    }
  });

  // Field errors show beside their fields; the general message only for what no field explains.
  const failure = errors.root?.server && !FIELDS.some(([name]) => errors[name]) ? errors.root.server.message : null;
  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-line bg-white p-4">
      {FIELDS.map(([name, label, mode]) => (
        <Field key={name} id={`interest-${name}`} label={label} error={errors[name]?.message}>
          <input id={`interest-${name}`} className={inputClass} inputMode={mode === 'text' ? undefined : mode} {...errorProps(`interest-${name}`, errors[name]?.message)} {...register(name)} />
        </Field>
      ))}
      <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>ثبت درخواست</button>
      {done ? <p role="status" className="text-sm text-green-800">{done}</p> : null}
      {failure ? <p role="alert" className="text-sm text-red-700">{failure}</p> : null}
    </form>
  );
}
