'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/toasts';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { LocationController } from '@/lib/forms/location-controller';
import { cooperationDetailsSchema, type CooperationDetails, type CooperationDetailsInput, type CooperationRequest } from '@/lib/contracts/cooperation';
import { BUSINESS_KINDS, businessKindTitles, MONTHLY_VOLUMES, monthlyVolumeTitles } from '@/lib/contracts/cooperation-messages';
import { showApiError } from '@/lib/forms/api-errors';
import { useSaveCooperationDetails } from '../api/save-cooperation-details';
import { card, inputClass, primaryButton } from './form-styles';

type Props = {
  /** Province → city pair, given by the route (features/geo) so this feature does not import another. */
  LocationFields: ComponentType<LocationFieldsProps>;
  details: CooperationRequest['details'];
};

type Name = keyof CooperationDetailsInput;
const FIELDS = Object.keys(cooperationDetailsSchema.shape) as Name[];

/** The company's details: the handler's schema checks each field when it is left, and the server's words show beside them. */
export function DetailsForm({ LocationFields, details }: Props) {
  const id = useId();
  const save = useSaveCooperationDetails();
  const { register, control, handleSubmit, setError, formState } = useForm<CooperationDetailsInput, unknown, CooperationDetails>({
    resolver: zodResolver(cooperationDetailsSchema),
    mode: 'onTouched',
    defaultValues: {
      legalName: details?.legalName ?? '',
      brandName: details?.brandName ?? '',
      registrationNumber: details?.registrationNumber ?? '',
      companyNationalId: details?.companyNationalId ?? '',
      economicCode: details?.economicCode ?? '',
      ceoName: details?.ceoName ?? '',
      ceoNationalCode: details?.ceoNationalCode ?? '',
      phone: details?.phone ?? '',
      provinceId: details?.provinceId ?? 0,
      cityId: details?.cityId ?? 0,
      address: details?.address ?? '',
      postalCode: details?.postalCode ?? '',
      businessKind: details?.businessKind,
      monthlyVolume: details?.monthlyVolume,
    },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    try {
      // The output names a missing brand null; the wire leaves it out.
      const answer = await save.mutateAsync({ ...body, brandName: body.brandName ?? undefined });
      toast.success(answer.message);
    } catch (error) {
      showApiError(error, setError, FIELDS);
    }
  });
  const message = (name: Name) => errors[name]?.message;

  const field = (name: Name, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm">{label}</label>
      {control}
      {message(name) ? <p id={`${id}-${name}-error`} role="alert" className="text-xs text-red-600">{message(name)}</p> : null}
    </div>
  );
  const a11y = (name: Name) => ({ id: `${id}-${name}`, 'aria-invalid': Boolean(message(name)), 'aria-describedby': message(name) ? `${id}-${name}-error` : undefined });
  const text = (name: Exclude<Name, 'provinceId' | 'cityId' | 'businessKind' | 'monthlyVolume'>, label: string, extra: Record<string, string> = {}) =>
    field(name, label, <input {...a11y(name)} className={inputClass} {...extra} {...register(name)} />);
  const digits = { inputMode: 'numeric', dir: 'ltr' };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className={`${card} flex flex-col gap-4`}>
      <h2 id={`${id}-title`} className="font-bold">اطلاعات شرکت</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('legalName', 'نام ثبتی شرکت', { autoComplete: 'organization' })}
        {text('brandName', 'نام تجاری (اختیاری)')}
        {text('registrationNumber', 'شماره ثبت', digits)}
        {text('companyNationalId', 'شناسه ملی شرکت (۱۱ رقم)', digits)}
        {text('economicCode', 'کد اقتصادی', digits)}
        {text('phone', 'تلفن شرکت', { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' })}
        {text('ceoName', 'نام و نام خانوادگی مدیرعامل')}
        {text('ceoNationalCode', 'کد ملی مدیرعامل', digits)}
        {field(
          'businessKind',
          'نوع کسب‌وکار',
          <select {...a11y('businessKind')} className={inputClass} {...register('businessKind')}>
            <option value="">انتخاب کنید</option>
            {BUSINESS_KINDS.map((k) => <option key={k} value={k}>{businessKindTitles[k]}</option>)}
          </select>,
        )}
        {field(
          'monthlyVolume',
          'حجم خرید ماهانه',
          <select {...a11y('monthlyVolume')} className={inputClass} {...register('monthlyVolume')}>
            <option value="">انتخاب کنید</option>
            {MONTHLY_VOLUMES.map((v) => <option key={v} value={v}>{monthlyVolumeTitles[v]}</option>)}
          </select>,
        )}
      </div>
      <LocationController control={control} Fields={LocationFields} names={{ provinceId: 'provinceId', cityId: 'cityId' }} errors={{ provinceId: message('provinceId'), cityId: message('cityId') }} />
      {field('address', 'نشانی کامل', <textarea {...a11y('address')} rows={2} className={inputClass} {...register('address')} />)}
      <div className="grid gap-4 sm:grid-cols-2">{text('postalCode', 'کد پستی ۱۰ رقمی', { ...digits, autoComplete: 'postal-code' })}</div>
      {errors.root?.server && !FIELDS.some(message) ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{errors.root.server.message}</p> : null}
      <button type="submit" className={`${primaryButton} self-start`} disabled={save.isPending}>
        {save.isPending ? 'در حال ذخیره…' : 'ذخیره اطلاعات شرکت'}
      </button>
    </form>
  );
}
