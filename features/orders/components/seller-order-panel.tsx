'use client';

import { useId, useState, type ComponentType, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-client';
import type { ShippingMethodId } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useBranches, useCreateSellerOrder, type SellerOrder } from '../api/orders-api';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';

const field = 'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

/**
 * SPEC §6 seller mode: the seller's basket becomes a walk-in customer's order; the customer gets a payment link by
 * SMS, which the seller also sees here to hand over in person.
 */
export function SellerOrderPanel({ LocationFields, disabled }: { LocationFields: ComponentType<LocationFieldsProps>; disabled: boolean }) {
  const id = useId();
  const create = useCreateSellerOrder();
  const branches = (useBranches().data ?? []).filter((b) => b.kind === 'branch');
  const [method, setMethod] = useState<ShippingMethodId>('pickup');
  const [place, setPlace] = useState<{ provinceId: number | null; cityId: number | null }>({ provinceId: null, cityId: null });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [made, setMade] = useState<SellerOrder | null>(null);

  // onSubmit, not a form action: React resets a form after its action, which would wipe what a refused save kept.
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setErrors({});
    setMessage(null);
    const text = (name: string) => String(form.get(name) ?? '');
    try {
      setMade(
        await create.mutateAsync({
          customerMobile: text('customerMobile'),
          shippingMethod: method,
          ...(method === 'pickup'
            ? { branchId: Number(text('branchId')) || undefined }
            : {
                address: {
                  provinceId: place.provinceId ?? 0,
                  cityId: place.cityId ?? 0,
                  address: text('address'),
                  postalCode: text('postalCode'),
                  receiverName: text('receiverName'),
                  receiverMobile: text('customerMobile'),
                },
              }),
        }),
      );
    } catch (error) {
      const apiError = toApiError(error);
      setErrors(apiError.fields);
      setMessage(apiError.message);
    }
  }

  if (made) {
    return (
      <section aria-labelledby={`${id}-done`} role="status" className="flex flex-col gap-2 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm">
        <h2 id={`${id}-done`} className="font-bold">{`سفارش ${toPersianDigits(made.orderId)} برای مشتری ثبت شد`}</h2>
        <p>{made.smsSent ? 'لینک پرداخت برای مشتری پیامک شد.' : 'ارسال پیامک ناموفق بود؛ لینک را به مشتری بدهید.'}</p>
        <p>
          {'لینک پرداخت: '}
          <a href={made.payLink} dir="ltr" className="break-all text-brand-dark underline">{made.payLink}</a>
        </p>
        <p className="text-muted">{`اعتبار لینک و رزرو کالاها تا ${formatJalaliDateTime(made.expiresAt)}`}</p>
        <button type="button" onClick={() => setMade(null)} className="self-start rounded-lg border border-line bg-white px-3 py-1">سفارش تازه</button>
      </section>
    );
  }

  const error = (name: string) => (errors[name] ? <p role="alert" className="text-xs text-red-600">{errors[name]}</p> : null);
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 text-sm">
      <h2 id={`${id}-title`} className="font-bold">ثبت سفارش برای مشتری حضوری</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-mobile`}>موبایل مشتری</label>
        <input id={`${id}-mobile`} name="customerMobile" inputMode="tel" dir="ltr" className={field} aria-invalid={Boolean(errors.customerMobile)} />
        {error('customerMobile')}
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1">تحویل</legend>
        {(['pickup', 'post', 'courier'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input type="radio" name="method" checked={method === m} onChange={() => setMethod(m)} />
            {m === 'pickup' ? 'تحویل در شعبه' : m === 'post' ? 'پست' : 'پیک'}
          </label>
        ))}
      </fieldset>
      {method === 'pickup' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-branch`}>شعبه</label>
          <select id={`${id}-branch`} name="branchId" className={field} aria-invalid={Boolean(errors.branchId)}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>{b.title}</option>
            ))}
          </select>
          {error('branchId')}
        </div>
      ) : (
        <>
          <LocationFields provinceId={place.provinceId} cityId={place.cityId} onChange={setPlace} errors={{ provinceId: errors['address.provinceId'], cityId: errors['address.cityId'] }} />
          <label htmlFor={`${id}-address`}>نشانی کامل</label>
          <textarea id={`${id}-address`} name="address" rows={2} className={field} />
          {error('address.address')}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-postal`}>کد پستی</label>
              <input id={`${id}-postal`} name="postalCode" dir="ltr" inputMode="numeric" className={field} />
              {error('address.postalCode')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-receiver`}>نام گیرنده</label>
              <input id={`${id}-receiver`} name="receiverName" className={field} />
              {error('address.receiverName')}
            </div>
          </div>
        </>
      )}
      {message && Object.keys(errors).length === 0 ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-red-700">{message}</p> : null}
      <button type="submit" disabled={disabled || create.isPending} className="rounded-lg bg-red-700 px-4 py-2 font-bold text-white disabled:opacity-50">
        {create.isPending ? 'در حال ثبت…' : 'ثبت سفارش و ارسال لینک پرداخت'}
      </button>
    </form>
  );
}
