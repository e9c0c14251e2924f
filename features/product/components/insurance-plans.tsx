'use client';

import { useId, useState } from 'react';
import { AppImage } from '@/components/app-image';
import { Price } from '@/components/price';
import type { ImageObject } from '@/lib/contracts/images';
import type { ProductInsurance } from '@/lib/contracts/product';
import { InsuranceSummaryPanel } from './insurance-summary-panel';

type Props = {
  plans: readonly ProductInsurance[];
  variantId: number;
  selectedId: number | null;
  onSelect: (planId: number | null) => void;
  logo: ImageObject;
};

/** Choosing a plan opens its purchase summary; a forced plan stays chosen. */
export function InsurancePlans({ plans, variantId, selectedId, onSelect, logo }: Props) {
  const name = useId();
  const [openId, setOpenId] = useState<number | null>(null);
  if (plans.length === 0) return null;
  const forced = plans.find((p) => p.hasForceInsurance);
  const open = plans.find((p) => p.id === openId);

  const choose = (id: number | null) => {
    onSelect(id);
    setOpenId(id);
  };

  return (
    <div className="space-y-3">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-bold">بیمه تجهیزات</legend>
        {plans.map((plan) => {
          const price = plan.prices.find((p) => p.variantId === variantId);
          const locked = forced !== undefined && forced.id !== plan.id;
          return (
            <label
              key={plan.id}
              className={`flex items-center gap-3 rounded-lg border border-line bg-white p-2 has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-brand ${locked ? 'opacity-50' : 'cursor-pointer'}`}
            >
              <input
                type="radio"
                name={name}
                checked={selectedId === plan.id}
                disabled={locked}
                onChange={() => choose(plan.id)}
                className="accent-brand"
              />
              <AppImage images={plan.images} fallbackLogo={logo} alt="" width={40} height={40} className="size-10 rounded object-contain" />
              <span className="flex-1 text-sm">
                {plan.insuranceTitle}
                <span className="block text-xs text-muted">{plan.company}{plan.hasForceInsurance ? ' · اجباری' : ''}</span>
              </span>
              {price ? <Price amount={price.insurancePriceWithDiscount} className="text-sm font-bold" /> : null}
            </label>
          );
        })}
        {forced ? null : (
          <label className="flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-white p-2 text-sm has-checked:border-brand has-focus-visible:outline-2 has-focus-visible:outline-brand">
            <input type="radio" name={name} checked={selectedId === null} onChange={() => choose(null)} className="accent-brand" />
            بدون بیمه
          </label>
        )}
      </fieldset>
      {selectedId !== null && !open ? (
        <button type="button" onClick={() => setOpenId(selectedId)} className="text-sm text-brand-dark underline">
          مشاهده اطلاعات خرید بیمه نامه
        </button>
      ) : null}
      {open ? (
        <InsuranceSummaryPanel
          plan={open}
          price={open.prices.find((p) => p.variantId === variantId)}
          logo={logo}
          onRemove={() => choose(null)}
          onCancel={() => setOpenId(null)}
        />
      ) : null}
    </div>
  );
}
