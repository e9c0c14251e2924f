'use client';

import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { useId, useState, type ComponentType, type FormEvent } from 'react';
import type { Address } from '@/lib/contracts/orders';
import { toApiError } from '@/lib/api-client';
import { useSignedInUser } from '@/lib/session/session-store';
import { useSaveAddress, type AddressInput } from '../api/orders-api';

type Props = {
  /** Province → city pair, given by the route (features/geo) so this feature does not import another. */
  LocationFields: ComponentType<LocationFieldsProps>;
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

const field = 'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/** Add or edit a delivery address; the server checks every field and its Persian messages show beside them. */
export function AddressForm({ LocationFields, address, onSaved, onCancel }: Props) {
  const id = useId();
  const save = useSaveAddress();
  // Most parcels go to the buyer: a new address starts with their own name and number.
  const user = useSignedInUser();
  const receiverName = address?.receiverName ?? [user?.fName, user?.lName].filter(Boolean).join(' ');
  const receiverMobile = address?.receiverMobile ?? user?.mobile ?? '';
  const [place, setPlace] = useState({ provinceId: address?.provinceId ?? null, cityId: address?.cityId ?? null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  // onSubmit, not a form action: React resets a form after its action, which would wipe what a refused save kept.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setErrors({});
    setMessage(null);
    const body: AddressInput = {
      provinceId: place.provinceId ?? 0,
      cityId: place.cityId ?? 0,
      address: String(form.get('address') ?? ''),
      postalCode: String(form.get('postalCode') ?? ''),
      receiverName: String(form.get('receiverName') ?? ''),
      receiverMobile: String(form.get('receiverMobile') ?? ''),
      isDefault: form.get('isDefault') === 'on',
    };
    try {
      onSaved(await save.mutateAsync({ id: address?.id, body }));
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(apiError.fields);
      setMessage(apiError.message);
    }
  }

  const text = (name: string, label: string, props: Record<string, string | number> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm">{label}</label>
      <input id={`${id}-${name}`} name={name} className={field} aria-invalid={Boolean(errors[name])} {...props} />
      {errors[name] ? <p role="alert" className="text-xs text-red-600">{errors[name]}</p> : null}
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4" aria-label={address ? 'ویرایش نشانی' : 'نشانی تازه'}>
      <LocationFields provinceId={place.provinceId} cityId={place.cityId} onChange={setPlace} errors={{ provinceId: errors.provinceId, cityId: errors.cityId }} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-address`} className="text-sm">نشانی کامل</label>
        <textarea id={`${id}-address`} name="address" rows={2} className={field} defaultValue={address?.address} aria-invalid={Boolean(errors.address)} />
        {errors.address ? <p role="alert" className="text-xs text-red-600">{errors.address}</p> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('postalCode', 'کد پستی ۱۰ رقمی', { inputMode: 'numeric', dir: 'ltr', defaultValue: address?.postalCode ?? '', autoComplete: 'postal-code' })}
        {text('receiverName', 'نام و نام خانوادگی گیرنده', { defaultValue: receiverName, autoComplete: 'name' })}
        {text('receiverMobile', 'موبایل گیرنده', { inputMode: 'tel', dir: 'ltr', defaultValue: receiverMobile, autoComplete: 'tel' })}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" name="isDefault" defaultChecked={address?.isDefault ?? false} />
        نشانی پیش‌فرض من باشد
      </label>
      {message && Object.keys(errors).length === 0 ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{message}</p> : null}
      <div className="flex gap-2">
        <button type="submit" disabled={save.isPending} className="rounded-lg bg-brand px-4 py-2 text-sm text-white disabled:opacity-60">
          {save.isPending ? 'در حال ذخیره…' : 'ذخیره نشانی'}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-lg border border-line px-4 py-2 text-sm">انصراف</button>
        ) : null}
      </div>
    </form>
  );
}
