'use client';

import { useState, type FormEvent } from 'react';
import { Price } from '@/components/price';
import { toApiError } from '@/lib/api-client';
import type { LoanCheckAnswer } from '@/lib/contracts/loan-beta';
import { toPersianDigits } from '@/lib/format/digits';
import { checkLoanState } from '../api/loan-beta';
import { errorProps, Field, inputClass, primaryButton } from './field';

/** /loanbeta/check: a request's or registration's state by national code and mobile. */
export function LoanStateCheck() {
  const [nationalCode, setNationalCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<LoanCheckAnswer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      setAnswer(await checkLoanState({ nationalCode, mobile }));
      setErrors({});
    } catch (err) {
      const error = toApiError(err);
      setAnswer(null);
      setErrors(error.fields);
      setFailure(Object.keys(error.fields).length > 0 ? null : error.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-line bg-white p-4">
        <Field id="check-nationalCode" label="کد ملی" error={errors.nationalCode}>
          <input id="check-nationalCode" className={inputClass} inputMode="numeric" value={nationalCode} onChange={(e) => setNationalCode(e.target.value)} {...errorProps('check-nationalCode', errors.nationalCode)} />
        </Field>
        <Field id="check-mobile" label="شماره موبایل" error={errors.mobile}>
          <input id="check-mobile" className={inputClass} inputMode="tel" value={mobile} onChange={(e) => setMobile(e.target.value)} {...errorProps('check-mobile', errors.mobile)} />
        </Field>
        <button type="submit" className={primaryButton} disabled={busy}>پیگیری</button>
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
