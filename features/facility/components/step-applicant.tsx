'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { JalaliDateInput } from '@/components/jalali-date-input';
import { applicantStepSchema, type PlanRequest } from '@/lib/contracts/facility';
import { BIRTH_PICKER_YEARS_BACK, latestBirthDate } from '@/lib/validators/birth-date';
import { errorProps, Field, inputClass, primaryButton } from './field';

type Input = z.input<typeof applicantStepSchema>;
export type ApplicantValues = z.output<typeof applicantStepSchema>;
type Props = { request: PlanRequest; busy: boolean; errors: Record<string, string>; onSave: (values: ApplicantValues) => void };

/** Step 2 (1 on the wire): the applicant, prefilled from the profile, plus job and monthly income. */
export function StepApplicant({ request, busy, errors: serverErrors, onSave }: Props) {
  const latest = useMemo(() => latestBirthDate(), []);
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, ApplicantValues>({
    resolver: zodResolver(applicantStepSchema),
    mode: 'onTouched',
    defaultValues: {
      fName: request.fName ?? '',
      lName: request.lName ?? '',
      nationalCode: request.nationalCode ?? '',
      birthDate: request.birthDate ?? '',
      job: request.job ?? '',
      monthlyIncome: request.monthlyIncome ? String(request.monthlyIncome) : '',
    },
  });
  const errorOf = (key: keyof Input) => formState.errors[key]?.message ?? serverErrors[key];
  const text = (key: Exclude<keyof Input, 'birthDate'>, label: string, numeric = false) => (
    <Field id={key} label={label} error={errorOf(key)}>
      <input id={key} className={inputClass} inputMode={numeric ? 'numeric' : undefined} {...errorProps(key, errorOf(key))} {...register(key)} />
    </Field>
  );
  return (
    <form className="grid gap-4 sm:grid-cols-2" noValidate onSubmit={handleSubmit(onSave)}>
      {text('fName', 'نام')}
      {text('lName', 'نام خانوادگی')}
      {text('nationalCode', 'کد ملی', true)}
      <Field id="birthDate" label="تاریخ تولد" error={errorOf('birthDate')}>
        <Controller
          control={control}
          name="birthDate"
          render={({ field }) => (
            <JalaliDateInput
              id="birthDate"
              value={typeof field.value === 'string' && field.value ? field.value.slice(0, 10) : undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              latest={latest}
              openYearsBack={BIRTH_PICKER_YEARS_BACK}
              className={inputClass}
              invalid={Boolean(errorOf('birthDate'))}
              describedBy={errorOf('birthDate') ? 'birthDate-error' : undefined}
            />
          )}
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
