'use client';

import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import { Countdown } from '@/components/countdown';
import { Price } from '@/components/price';
import type { BasketItem } from '@/lib/contracts/basket';
import type { ImageObject } from '@/lib/contracts/images';
import { productPath } from '@/lib/contracts/product';
import { QuantityControl } from './quantity-control';
import type { BasketChange } from './use-basket';

type Props = { item: BasketItem; logo: ImageObject; noCheck: boolean; busy: boolean; onChange: (change: BasketChange) => void; onPromotionEnd: () => void };

function Attributes({ item }: { item: BasketItem }) {
  const { arrtib1, arrtib2 } = item;
  if (!arrtib1 && !arrtib2) return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-xs text-muted">
      {arrtib1 ? (
        <span className="inline-flex items-center gap-1">
          {arrtib1.type === 1 ? <span aria-hidden className="size-3 rounded-full border border-line" style={{ backgroundColor: arrtib1.value }} /> : null}
          {arrtib1.title}
        </span>
      ) : null}
      {arrtib2 ? <span>{arrtib2.title}</span> : null}
    </p>
  );
}

/** One basket line (SPEC §2 "Basket drawer and lines"). */
export function BasketLine({ item, logo, noCheck, busy, onChange, onPromotionEnd }: Props) {
  // SPEC §3: with hasUpperDiscount the shown price is upperDiscountAmount.
  const shown = item.hasUpperDiscount && item.upperDiscountAmount !== null ? item.upperDiscountAmount : item.price;
  const payable = item.price - item.discount;
  return (
    <li className="flex gap-3 py-3">
      <AppImage images={item.images} fallbackLogo={logo} alt={item.title} width={80} height={80} className="size-20 shrink-0 object-contain" />
      <div className="min-w-0 flex-1 space-y-1 text-sm">
        {item.canDelete ? null : <span className="rounded bg-gray-100 px-2 py-0.5 text-xs text-muted">کالای همراه</span>}
        <Link href={productPath({ id: item.productId, slug: item.slug })} className="line-clamp-2 font-bold hover:text-brand">
          {item.title}
        </Link>
        <Attributes item={item} />
        {item.canDelete ? null : <p className="text-xs text-muted">{item.description}</p>}
        {item.promotion && item.promotionTo ? (
          <p className="flex items-center gap-2 text-xs text-brand-dark">
            پیشنهاد شگفت‌انگیز
            <Countdown to={item.promotionTo} onFinish={onPromotionEnd} label="زمان باقی‌مانده تا پایان پیشنهاد" />
          </p>
        ) : null}
        {item.insuranceId !== null ? (
          <label className="flex items-center gap-2 text-xs">
            <input
              type="checkbox"
              checked
              disabled={item.hasForceInsurance || busy}
              onChange={() => onChange({ kind: 'removeInsurance', item })}
              className="accent-brand"
            />
            {item.insuranceTitle}
            {item.hasForceInsurance ? ' (اجباری)' : ''}
            <Price amount={item.insurancePriceWithDiscount} className="font-bold" />
          </label>
        ) : null}
        {item.info.message ? (
          <p role="alert" className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-700">{item.info.message}</p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
          <QuantityControl item={item} noCheck={noCheck} busy={busy} onChange={(qty) => onChange({ kind: 'qty', item, qty })} />
          <div className="text-end">
            {payable < shown ? (
              <p className="text-xs text-muted">
                <del><Price amount={shown} /></del>
                <span className="ms-2 text-brand-dark">تخفیف <Price amount={shown - payable} /></span>
              </p>
            ) : null}
            <Price amount={payable} className="font-bold" />
          </div>
        </div>
        {item.canDelete ? (
          <button type="button" onClick={() => onChange({ kind: 'delete', item })} disabled={busy} className="text-xs text-red-700 hover:underline disabled:opacity-50">
            حذف <span className="sr-only">{item.title}</span>
          </button>
        ) : null}
      </div>
    </li>
  );
}
