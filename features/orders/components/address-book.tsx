'use client';

import { useState, type ComponentType } from 'react';
import { toast } from '@/components/toasts';
import type { Address } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { toApiError } from '@/lib/api-client';
import { useAddresses, useDefaultAddress, useDeleteAddress } from '../api/orders-api';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { AddressForm } from './address-form';

export function AddressText({ address }: { address: Pick<Address, 'provinceTitle' | 'cityTitle' | 'address' | 'postalCode' | 'receiverName' | 'receiverMobile'> }) {
  return (
    <div className="flex flex-col gap-1 text-sm">
      <p>{`${address.provinceTitle}، ${address.cityTitle}، ${address.address}`}</p>
      <p className="text-muted">
        {'کد پستی: '}
        <bdi>{toPersianDigits(address.postalCode)}</bdi>
        {' · گیرنده: '}
        {address.receiverName}
        {' · '}
        <bdi dir="ltr">{toPersianDigits(address.receiverMobile)}</bdi>
      </p>
    </div>
  );
}

type Props = {
  LocationFields: ComponentType<LocationFieldsProps>;
  /** In checkout: the chosen address and how to choose one. */
  selectedId?: number | null;
  onSelect?: (id: number) => void;
};

/** The user's addresses with add, edit, delete and default; in checkout each one can be chosen. */
export function AddressBook({ LocationFields, selectedId, onSelect }: Props) {
  const { data: addresses, isPending, isError } = useAddresses();
  const remove = useDeleteAddress();
  const makeDefault = useDefaultAddress();
  const [editing, setEditing] = useState<number | 'new' | null>(null);

  const fail = (error: unknown) => toast.error(toApiError(error).message);

  if (isPending) return <p className="text-sm text-muted">در حال بارگذاری نشانی‌ها…</p>;
  if (isError) return <p role="alert" className="text-sm text-red-700">نشانی‌ها بارگذاری نشد؛ صفحه را دوباره باز کنید</p>;

  return (
    <div className="flex flex-col gap-3">
      {addresses.length === 0 && editing !== 'new' ? <p className="text-sm text-muted">هنوز نشانی‌ای ثبت نکرده‌اید.</p> : null}
      <ul className="flex flex-col gap-3">
        {addresses.map((address) =>
          editing === address.id ? (
            <li key={address.id}>
              <AddressForm LocationFields={LocationFields} address={address} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={address.id} className={`flex flex-col gap-3 rounded-xl border bg-white p-4 sm:flex-row sm:items-start ${selectedId === address.id ? 'border-brand ring-1 ring-brand' : 'border-line'}`}>
              {onSelect ? (
                <label className="flex flex-1 cursor-pointer items-start gap-3">
                  <input type="radio" name="address" className="mt-1" checked={selectedId === address.id} onChange={() => onSelect(address.id)} />
                  <AddressText address={address} />
                </label>
              ) : (
                <div className="flex-1">
                  <AddressText address={address} />
                </div>
              )}
              <div className="flex flex-wrap items-center gap-2 text-sm">
                {address.isDefault ? (
                  <span className="rounded bg-emerald-100 px-2 py-1 text-xs text-emerald-900">پیش‌فرض</span>
                ) : (
                  <button type="button" className="rounded border border-line px-2 py-1" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(address.id, { onError: fail })}>
                    پیش‌فرض شود
                  </button>
                )}
                <button type="button" className="rounded border border-line px-2 py-1" onClick={() => setEditing(address.id)}>
                  ویرایش
                </button>
                <button
                  type="button"
                  className="rounded border border-red-200 px-2 py-1 text-red-700"
                  disabled={remove.isPending}
                  onClick={() => {
                    if (window.confirm('این نشانی حذف شود؟')) remove.mutate(address.id, { onError: fail });
                  }}
                >
                  حذف
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {editing === 'new' ? (
        <AddressForm
          LocationFields={LocationFields}
          onSaved={(address) => {
            setEditing(null);
            onSelect?.(address.id);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <button type="button" onClick={() => setEditing('new')} className="self-start rounded-lg border border-dashed border-brand px-4 py-2 text-sm text-brand-dark">
          + افزودن نشانی تازه
        </button>
      )}
    </div>
  );
}
