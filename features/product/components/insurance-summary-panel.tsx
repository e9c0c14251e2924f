'use client';

import { useEffect, useId, useRef } from 'react';
import { AppImage } from '@/components/app-image';
import { Price } from '@/components/price';
import type { ImageObject } from '@/lib/contracts/images';
import type { InsurancePrice, ProductInsurance } from '@/lib/contracts/product';
import { toPersianDigits } from '@/lib/format/digits';
import { RichText } from '@/components/rich-text';

type Props = {
  plan: ProductInsurance;
  price: InsurancePrice | undefined;
  logo: ImageObject;
  onRemove: () => void;
  onCancel: () => void;
};

/** SPEC §2 "Insurance purchase summary panel"; a forced plan has no remove button (SPEC §5). */
export function InsuranceSummaryPanel({ plan, price, logo, onRemove, onCancel }: Props) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [plan.id]);
  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded-xl border border-brand/40 bg-white p-4">
      <h3 id={titleId} ref={heading} tabIndex={-1} className="font-bold">اطلاعات خرید بیمه نامه</h3>
      <div className="flex items-center gap-3">
        <AppImage images={plan.images} fallbackLogo={logo} alt={plan.company} width={56} height={56} className="size-14 rounded-lg object-contain" />
        <div className="flex-1">
          <p className="font-bold">{plan.insuranceTitle}</p>
          <p className="text-sm text-muted">
            {plan.company} · {toPersianDigits(plan.months)} ماه
          </p>
        </div>
        {price ? (
          <div className="flex flex-col items-end">
            {price.insurancePriceWithDiscount < price.insurancePrice ? (
              <del className="text-xs text-muted"><Price amount={price.insurancePrice} /></del>
            ) : null}
            <Price amount={price.insurancePriceWithDiscount} className="font-bold" />
          </div>
        ) : null}
      </div>
      <div>
        <h4 className="text-sm font-bold">سطح پوشش</h4>
        <RichText html={plan.coverage} />
      </div>
      <div>
        <h4 className="text-sm font-bold">شرایط و قوانین</h4>
        <RichText html={plan.termsAndConditions} />
      </div>
      {plan.hasForceInsurance ? <p className="text-sm text-muted">این کالا فقط همراه با این بیمه فروخته می‌شود.</p> : null}
      <div className="flex gap-2">
        {plan.hasForceInsurance ? null : (
          <button type="button" onClick={onRemove} className="rounded-lg border border-brand px-4 py-2 text-sm text-brand-dark">
            حذف بیمه
          </button>
        )}
        <button type="button" onClick={onCancel} className="rounded-lg border border-line px-4 py-2 text-sm">
          انصراف
        </button>
      </div>
    </section>
  );
}
