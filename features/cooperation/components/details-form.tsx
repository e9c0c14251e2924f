'use client';

import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { CooperationDetailsInput, CooperationRequest } from '@/lib/contracts/cooperation';
import { BUSINESS_KINDS, businessKindTitles, MONTHLY_VOLUMES, monthlyVolumeTitles, type BusinessKind, type MonthlyVolume } from '@/lib/contracts/cooperation-messages';
import { useSaveCooperationDetails } from '../api/save-cooperation-details';
import { card, inputClass, primaryButton } from './form-styles';

type Props = {
  /** Province → city pair, given by the route (features/geo) so this feature does not import another. */
  LocationFields: ComponentType<LocationFieldsProps>;
  details: CooperationRequest['details'];
};

/** The company's details; the server checks every field and its Persian messages show beside them. */
export function DetailsForm({ LocationFields, details }: Props) {
  const id = useId();
  const save = useSaveCooperationDetails();
  const [place, setPlace] = useState({ provinceId: details?.provinceId ?? null, cityId: details?.cityId ?? null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(form: FormData) {
    setErrors({});
    setMessage(null);
    const value = (name: string) => String(form.get(name) ?? '');
    const body: CooperationDetailsInput = {
      legalName: value('legalName'),
      brandName: value('brandName'),
      registrationNumber: value('registrationNumber'),
      companyNationalId: value('companyNationalId'),
      economicCode: value('economicCode'),
      ceoName: value('ceoName'),
      ceoNationalCode: value('ceoNationalCode'),
      phone: value('phone'),
      provinceId: place.provinceId ?? 0,
      cityId: place.cityId ?? 0,
      address: value('address'),
      postalCode: value('postalCode'),
      businessKind: value('businessKind') as BusinessKind,
      monthlyVolume: value('monthlyVolume') as MonthlyVolume,
    };
    try {
      const answer = await save.mutateAsync(body);
      toast.success(answer.message);
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(apiError.fields);
      setMessage(apiError.message);
    }
  }

  const field = (name: string, label: string, control: ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm">{label}</label>
      {control}
      {errors[name] ? <p id={`${id}-${name}-error`} role="alert" className="text-xs text-red-600">{errors[name]}</p> : null}
    </div>
  );
  const a11y = (name: string) => ({ id: `${id}-${name}`, name, 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined });
  const text = (name: keyof NonNullable<CooperationRequest['details']>, label: string, extra: Record<string, string> = {}) =>
    field(name, label, <input {...a11y(name)} className={inputClass} defaultValue={String(details?.[name] ?? '')} {...extra} />);
  const digits = { inputMode: 'numeric', dir: 'ltr' };

  return (
    // onSubmit, not a form action: React resets a form after its action runs, which would empty the fields a refused
    // save must keep.
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void submit(new FormData(e.currentTarget));
      }}
      aria-labelledby={`${id}-title`} className={`${card} flex flex-col gap-4`}>
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
          <select {...a11y('businessKind')} className={inputClass} defaultValue={details?.businessKind ?? ''}>
            <option value="">انتخاب کنید</option>
            {BUSINESS_KINDS.map((k) => <option key={k} value={k}>{businessKindTitles[k]}</option>)}
          </select>,
        )}
        {field(
          'monthlyVolume',
          'حجم خرید ماهانه',
          <select {...a11y('monthlyVolume')} className={inputClass} defaultValue={details?.monthlyVolume ?? ''}>
            <option value="">انتخاب کنید</option>
            {MONTHLY_VOLUMES.map((v) => <option key={v} value={v}>{monthlyVolumeTitles[v]}</option>)}
          </select>,
        )}
      </div>
      <LocationFields provinceId={place.provinceId} cityId={place.cityId} onChange={setPlace} errors={{ provinceId: errors.provinceId, cityId: errors.cityId }} />
      {field('address', 'نشانی کامل', <textarea {...a11y('address')} rows={2} className={inputClass} defaultValue={details?.address ?? ''} />)}
      <div className="grid gap-4 sm:grid-cols-2">{text('postalCode', 'کد پستی ۱۰ رقمی', { ...digits, autoComplete: 'postal-code' })}</div>
      {message && Object.keys(errors).length === 0 ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{message}</p> : null}
      <button type="submit" className={`${primaryButton} self-start`} disabled={save.isPending}>
        {save.isPending ? 'در حال ذخیره…' : 'ذخیره اطلاعات شرکت'}
      </button>
    </form>
  );
}
