'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState, type ComponentType } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { sellerOrderFormSchema } from '@/lib/contracts/orders';
import { showApiError } from '@/lib/forms/api-errors';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useBranches, useCreateSellerOrder, type SellerOrder } from '../api/orders-api';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { LocationController } from '@/lib/forms/location-controller';

const field = 'w-full rounded-lg border border-line bg-white px-3 py-2 text-sm';

type Values = z.input<typeof sellerOrderFormSchema>;
type Body = z.output<typeof sellerOrderFormSchema>;

const FIELDS = ['customerMobile', 'branchId', 'address.provinceId', 'address.cityId', 'address.address', 'address.postalCode', 'address.receiverName'] as const;

/**
 * SPEC §6 seller mode: the seller's basket becomes a walk-in customer's order; the customer gets a payment link by
 * SMS, which the seller also sees here to hand over in person.
 */
export function SellerOrderPanel({ LocationFields, disabled }: { LocationFields: ComponentType<LocationFieldsProps>; disabled: boolean }) {
  const id = useId();
  const create = useCreateSellerOrder();
  const branches = (useBranches().data ?? []).filter((b) => b.kind === 'branch');
  const [made, setMade] = useState<SellerOrder | null>(null);
  const { register, control, handleSubmit, setError, setValue, getValues, formState } = useForm<Values, unknown, Body>({
    resolver: zodResolver(sellerOrderFormSchema),
    mode: 'onTouched',
    defaultValues: { customerMobile: '', shippingMethod: 'pickup', branchId: '', address: { provinceId: 0, cityId: 0, address: '', postalCode: '', receiverName: '' } },
  });
  const method = useWatch({ control, name: 'shippingMethod' });
  // The first branch is the usual counter; the list arrives after the form.
  const firstBranch = branches[0]?.id;
  useEffect(() => {
    if (firstBranch !== undefined && !getValues('branchId')) setValue('branchId', String(firstBranch));
  }, [firstBranch, getValues, setValue]);
  const { errors } = formState;

  const submit = handleSubmit(async (body) => {
    try {
      setMade(await create.mutateAsync(body));
    } catch (error) {
      showApiError(error, setError, FIELDS);
    }
  });

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

  const messageOf = (name: (typeof FIELDS)[number]) =>
    name.startsWith('address.') ? errors.address?.[name.slice(8) as keyof Values['address']]?.message : errors[name as 'customerMobile' | 'branchId']?.message;
  const error = (name: (typeof FIELDS)[number]) => {
    const message = messageOf(name);
    return message ? <p role="alert" className="text-xs text-red-600">{message}</p> : null;
  };
  const fieldErrors = FIELDS.some((name) => messageOf(name));
  // Branch on pickup, otherwise the address as a whole, when nothing more precise is said.
  const whole = errors.branchId?.message ?? errors.address?.message ?? errors.address?.root?.message;
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-red-200 bg-white p-4 text-sm">
      <h2 id={`${id}-title`} className="font-bold">ثبت سفارش برای مشتری حضوری</h2>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-mobile`}>موبایل مشتری</label>
        <input id={`${id}-mobile`} inputMode="tel" dir="ltr" className={field} aria-invalid={Boolean(errors.customerMobile)} {...register('customerMobile')} />
        {error('customerMobile')}
      </div>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="mb-1">تحویل</legend>
        {(['pickup', 'post', 'courier'] as const).map((m) => (
          <label key={m} className="flex items-center gap-2">
            <input type="radio" value={m} {...register('shippingMethod')} />
            {m === 'pickup' ? 'تحویل در شعبه' : m === 'post' ? 'پست' : 'پیک'}
          </label>
        ))}
      </fieldset>
      {method === 'pickup' ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-branch`}>شعبه</label>
          <select id={`${id}-branch`} className={field} aria-invalid={Boolean(errors.branchId)} {...register('branchId')}>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>{b.title}</option>
            ))}
          </select>
          {error('branchId')}
        </div>
      ) : (
        <>
          <LocationController control={control} Fields={LocationFields} names={{ provinceId: 'address.provinceId', cityId: 'address.cityId' }} errors={{ provinceId: messageOf('address.provinceId'), cityId: messageOf('address.cityId') }} />
          <label htmlFor={`${id}-address`}>نشانی کامل</label>
          <textarea id={`${id}-address`} rows={2} className={field} {...register('address.address')} />
          {error('address.address')}
          <div className="grid gap-3 sm:grid-cols-2">
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-postal`}>کد پستی</label>
              <input id={`${id}-postal`} dir="ltr" inputMode="numeric" className={field} {...register('address.postalCode')} />
              {error('address.postalCode')}
            </div>
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-receiver`}>نام گیرنده</label>
              <input id={`${id}-receiver`} className={field} {...register('address.receiverName')} />
              {error('address.receiverName')}
            </div>
          </div>
        </>
      )}
      {!fieldErrors && (whole ?? errors.root?.server?.message) ? <p role="alert" className="rounded-lg bg-red-50 p-2 text-red-700">{whole ?? errors.root?.server?.message}</p> : null}
      <button type="submit" disabled={disabled || create.isPending} className="rounded-lg bg-red-700 px-4 py-2 font-bold text-white disabled:opacity-50">
        {create.isPending ? 'در حال ثبت…' : 'ثبت سفارش و ارسال لینک پرداخت'}
      </button>
    </form>
  );
}
