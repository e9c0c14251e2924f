'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Price } from '@/components/price';
import { loanCheckBodySchema, type LoanCheckAnswer } from '@/lib/contracts/loan-beta';
import { showApiError } from '@/lib/forms/api-errors';
import { toPersianDigits } from '@/lib/format/digits';
import { checkLoanState } from '../api/loan-beta';
import { errorProps, Field, inputClass, primaryButton } from './field';

/** /loanbeta/check: a request's or registration's state by national code and mobile. */
export function LoanStateCheck() {
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof loanCheckBodySchema>, unknown, z.output<typeof loanCheckBodySchema>>({
    resolver: zodResolver(loanCheckBodySchema),
    mode: 'onTouched',
    defaultValues: { nationalCode: '', mobile: '' },
  });
  const [answer, setAnswer] = useState<LoanCheckAnswer | null>(null);
  const { errors } = formState;
  const failure = errors.root?.server && !errors.nationalCode && !errors.mobile ? errors.root.server.message : null;

  const submit = handleSubmit(async (values) => {
    setAnswer(null);
    try {
      setAnswer(await checkLoanState(values));
    } catch (error) {
      showApiError(error, setError, ['nationalCode', 'mobile']);
    }
  });

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-line bg-white p-4">
        <Field id="check-nationalCode" label="کد ملی" error={errors.nationalCode?.message}>
          <input id="check-nationalCode" className={inputClass} inputMode="numeric" {...errorProps('check-nationalCode', errors.nationalCode?.message)} {...register('nationalCode')} />
        </Field>
        <Field id="check-mobile" label="شماره موبایل" error={errors.mobile?.message}>
          <input id="check-mobile" className={inputClass} inputMode="tel" {...errorProps('check-mobile', errors.mobile?.message)} {...register('mobile')} />
        </Field>
        <button type="submit" className={primaryButton} disabled={formState.isSubmitting}>پیگیری</button>
      </form>
      {failure ? <p role="alert" className="text-sm text-red-700">{failure}</p> : null}
      {answer ? (
        <section role="status" className="space-y-1 rounded-xl border border-line bg-white p-4 text-sm">
          <p className="font-bold">{`${answer.kind === 'request' ? 'درخواست تسهیلات' : 'ثبت‌نام'} شماره ${toPersianDigits(answer.id)}`}</p>
          <p>وضعیت: {answer.stateTitle}</p>
          <p>مبلغ: <Price amount={answer.amount} /></p>
          <p>تاریخ ثبت: {answer.createdAt}</p>
        </section>
      ) : null}
    </div>
  );
}
