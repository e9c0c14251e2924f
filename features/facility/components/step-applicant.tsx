'use client';

import DatePicker, { DateObject } from 'react-multi-date-picker';
import persian from 'react-date-object/calendars/persian';
import persian_fa from 'react-date-object/locales/persian_fa';
import { useState } from 'react';
import type { PlanRequest } from '@/lib/contracts/facility';
import { jalaliToGregorianIso, toJalaliParts } from '@/lib/format/jalali';
import { errorProps, Field, inputClass, primaryButton } from './field';

export type ApplicantValues = { fName: string; lName: string; nationalCode: string; birthDate: string; job: string; monthlyIncome: string };
type Props = { request: PlanRequest; busy: boolean; errors: Record<string, string>; onSave: (values: ApplicantValues) => void };

// FA-NOTES: the `persian` calendar, never `jalali`; the day leaves as its own parts, never toISOString.
const toPicker = (isoDay: string) => {
  const { jy, jm, jd } = toJalaliParts(isoDay);
  return new DateObject({ calendar: persian, locale: persian_fa, year: jy, month: jm, day: jd });
};

/** Step 2 (1 on the wire): the applicant, prefilled from the profile, plus job and monthly income. */
export function StepApplicant({ request, busy, errors, onSave }: Props) {
  const [values, setValues] = useState<ApplicantValues>({
    fName: request.fName ?? '',
    lName: request.lName ?? '',
    nationalCode: request.nationalCode ?? '',
    birthDate: request.birthDate ?? '',
    job: request.job ?? '',
    monthlyIncome: request.monthlyIncome ? String(request.monthlyIncome) : '',
  });
  const text = (key: keyof ApplicantValues, label: string, numeric = false) => (
    <Field id={key} label={label} error={errors[key]}>
      <input id={key} className={inputClass} inputMode={numeric ? 'numeric' : undefined} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} {...errorProps(key, errors[key])} />
    </Field>
  );
  return (
    <form className="grid gap-4 sm:grid-cols-2" onSubmit={(e) => { e.preventDefault(); onSave(values); }}>
      {text('fName', 'نام')}
      {text('lName', 'نام خانوادگی')}
      {text('nationalCode', 'کد ملی', true)}
      <Field id="birthDate" label="تاریخ تولد" error={errors.birthDate}>
        <DatePicker
          calendar={persian}
          locale={persian_fa}
          value={values.birthDate ? toPicker(values.birthDate) : null}
          containerClassName="w-full"
          render={(shown: string, open: () => void) => (
            <input id="birthDate" readOnly value={shown} placeholder="انتخاب تاریخ" onClick={open} onKeyDown={(e) => { if (e.key === 'Enter' || e.key === ' ') open(); }} className={inputClass} aria-haspopup="dialog" {...errorProps('birthDate', errors.birthDate)} />
          )}
          onChange={(date: DateObject | null) => {
            if (date) setValues({ ...values, birthDate: jalaliToGregorianIso(date.year, date.month.number, date.day) });
          }}
        />
      </Field>
      {text('job', 'شغل')}
      {text('monthlyIncome', 'درآمد ماهانه (تومان)', true)}
      <div className="sm:col-span-2">
        <button type="submit" className={primaryButton} disabled={busy}>ثبت و ادامه</button>
      </div>
    </form>
  );
}
