'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ComponentType } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { LocationController } from '@/lib/forms/location-controller';
import { addressBodySchema, type Address } from '@/lib/contracts/orders';
import { showApiError } from '@/lib/forms/api-errors';
import { useSignedInUser } from '@/lib/session/session-store';
import { useSaveAddress } from '../api/orders-api';

type Props = {
  /** Province → city pair, given by the route (features/geo) so this feature does not import another. */
  LocationFields: ComponentType<LocationFieldsProps>;
  address?: Address;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
};

type Input = z.input<typeof addressBodySchema>;
type Output = z.output<typeof addressBodySchema>;

const FIELDS = ['provinceId', 'cityId', 'address', 'postalCode', 'receiverName', 'receiverMobile'] as const;
const field = 'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/** Add or edit a delivery address: the handler's schema checks it here first, and the server's words show beside each field. */
export function AddressForm({ LocationFields, address, onSaved, onCancel }: Props) {
  const id = useId();
  const save = useSaveAddress();
  // Most parcels go to the buyer: a new address starts with their own name and number.
  const user = useSignedInUser();
  const { register, control, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(addressBodySchema),
    mode: 'onTouched',
    defaultValues: {
      provinceId: address?.provinceId ?? 0,
      cityId: address?.cityId ?? 0,
      address: address?.address ?? '',
      postalCode: address?.postalCode ?? '',
      receiverName: address?.receiverName ?? [user?.fName, user?.lName].filter(Boolean).join(' '),
      receiverMobile: address?.receiverMobile ?? user?.mobile ?? '',
      isDefault: address?.isDefault ?? false,
    },
  });
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      onSaved(await save.mutateAsync({ id: address?.id, body }));
    } catch (error) {
      showApiError(error, setError, FIELDS);
    }
  });

  const error = (name: (typeof FIELDS)[number]) => {
    const message = errors[name]?.message;
    return message ? <p id={`${id}-${name}-error`} role="alert" className="text-xs text-red-600">{message}</p> : null;
  };
  const invalid = (name: (typeof FIELDS)[number]) => ({
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });
  const text = (name: 'postalCode' | 'receiverName' | 'receiverMobile', label: string, props: Record<string, string> = {}) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm">{label}</label>
      <input id={`${id}-${name}`} className={field} {...invalid(name)} {...props} {...register(name)} />
      {error(name)}
    </div>
  );
  const fieldErrors = FIELDS.some((name) => errors[name]);

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4" aria-label={address ? 'ویرایش نشانی' : 'نشانی تازه'}>
      <LocationController control={control} Fields={LocationFields} names={{ provinceId: 'provinceId', cityId: 'cityId' }} errors={{ provinceId: errors.provinceId?.message, cityId: errors.cityId?.message }} />
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-address`} className="text-sm">نشانی کامل</label>
        <textarea id={`${id}-address`} rows={2} className={field} {...invalid('address')} {...register('address')} />
        {error('address')}
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {text('postalCode', 'کد پستی ۱۰ رقمی', { inputMode: 'numeric', dir: 'ltr', autoComplete: 'postal-code' })}
        {text('receiverName', 'نام و نام خانوادگی گیرنده', { autoComplete: 'name' })}
        {text('receiverMobile', 'موبایل گیرنده', { inputMode: 'tel', dir: 'ltr', autoComplete: 'tel' })}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...register('isDefault')} />
        نشانی پیش‌فرض من باشد
      </label>
      {errors.root?.server && !fieldErrors ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">{errors.root.server.message}</p> : null}
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
