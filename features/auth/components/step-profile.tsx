'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from '@/components/toasts';
import { z } from 'zod';
import { userInfoSchema, type User } from '@/lib/contracts/auth';
import { useSessionStore } from '@/lib/session/session-store';
import { latestBirthDate } from '@/lib/validators/birth-date';
import { useUpdateUserInfo } from '../api/update-user-info';
import { afterProfile, useLoginFlow } from '../stores/login-flow-store';
import { FALLBACKS, toastApiError } from './auth-toast';
import { BirthDateField } from './birth-date-field';
import { describedBy, FormField, inputClass } from './form-field';
import type { LocationFields } from '@/lib/contracts/location-fields';
import { LocationController } from '@/lib/forms/location-controller';

type Schema = ReturnType<typeof userInfoSchema>;
type Input = z.input<Schema>;
type Output = z.output<Schema>;

/** The fields a visitor can leave empty, in the order they appear. */
const MISSING = [
  ['fname', 'نام'],
  ['lname', 'نام خانوادگی'],
  ['nationalCode', 'کد ملی'],
  ['birthDate', 'تاریخ تولد'],
  ['provinceId', 'استان'],
  ['cityId', 'شهر'],
] as const;


type Props = {
  LocationFields: LocationFields;
  /** Outside the login flow (the dashboard's profile page): what happens once the user is saved. */
  onSaved?: (user: User) => void;
};

/** Step 4 (SPEC §5): names, national code (locked once stored), Jalali birth date, province and city. */
export function StepProfile({ LocationFields, onSaved }: Props) {
  const id = useId();
  const user = useSessionStore((s) => s.userInfo);
  const latest = useMemo(() => latestBirthDate(), []);
  const schema = useMemo(() => userInfoSchema(latest, { requireBirthDate: true }), [latest]);
  const lockedCode = user?.nationalCode ?? null;
  const { register, control, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    // A field says what is wrong once it has been left, then on every change (issue 20); not only on submit.
    mode: 'onTouched',
    defaultValues: {
      fname: user?.fName ?? '',
      lname: user?.lName ?? '',
      nationalCode: lockedCode ?? '',
      provinceId: user?.provinceId ?? '',
      cityId: user?.cityId ?? '',
      birthDate: user?.birthDate ?? undefined,
    },
  });
  const values = useWatch({ control });
  const birthDate = values.birthDate;
  const save = useUpdateUserInfo();
  const errors = formState.errors;
  const missing = MISSING.filter(([name]) => !values[name]).map(([, label]) => label);

  const onValid = async (values: Output) => {
    try {
      const saved = await save.mutateAsync(values);
      useSessionStore.getState().setUser(saved);
      if (onSaved) onSaved(saved);
      else useLoginFlow.getState().goTo(afterProfile(useLoginFlow.getState().passwordPending));
    } catch (e) {
      toastApiError(e, FALLBACKS.generic);
    }
  };
  // SPEC §8: field errors of the profile form also show as toasts.
  const onInvalid = (fieldErrors: FieldErrors<Input>) => {
    for (const error of Object.values(fieldErrors)) if (error?.message) toast.error(String(error.message));
  };

  const text = (name: 'fname' | 'lname' | 'nationalCode', label: string, extra: object = {}) => {
    const fieldId = `${id}-${name}`;
    const message = errors[name]?.message;
    return (
      <FormField id={fieldId} label={label} error={message}>
        <input id={fieldId} className={inputClass} aria-invalid={Boolean(message)} aria-describedby={describedBy(fieldId, message)} {...extra} {...register(name)} />
      </FormField>
    );
  };

  return (
    <form onSubmit={handleSubmit(onValid, onInvalid)} noValidate className="grid gap-4 sm:grid-cols-2">
      {text('fname', 'نام', { autoComplete: 'given-name' })}
      {text('lname', 'نام خانوادگی', { autoComplete: 'family-name' })}
      {text('nationalCode', 'کد ملی', { inputMode: 'numeric', dir: 'ltr', readOnly: Boolean(lockedCode), 'aria-readonly': Boolean(lockedCode) })}
      <Controller
        control={control}
        name="birthDate"
        render={({ field }) => (
          <BirthDateField id={`${id}-birth`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} latest={latest} error={errors.birthDate?.message} />
        )}
      />
      <div className="sm:col-span-2">
        <LocationController control={control} Fields={LocationFields} names={{ provinceId: 'provinceId', cityId: 'cityId' }} errors={{ provinceId: errors.provinceId?.message, cityId: errors.cityId?.message }} empty={''} />
      </div>
      {/* SPEC §5 keeps the button disabled without a birth date; this says so, and what else is still empty. */}
      {missing.length > 0 ? (
        <p id={`${id}-missing`} className="text-sm text-muted sm:col-span-2">
          {`برای ثبت اطلاعات این موارد را کامل کنید: ${missing.join('، ')}`}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={save.isPending || !birthDate}
        aria-describedby={missing.length > 0 ? `${id}-missing` : undefined}
        className="rounded-lg bg-brand py-3 text-white disabled:opacity-60 sm:col-span-2"
      >
        ثبت اطلاعات
      </button>
    </form>
  );
}
