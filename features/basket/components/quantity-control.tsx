'use client';

import { toast } from '@/components/toasts';
import { basketMessages } from '@/lib/contracts/basket-messages';
import { toPersianDigits } from '@/lib/format/digits';
import type { BasketItem } from '@/lib/contracts/basket';

type Props = { item: BasketItem; noCheck: boolean; busy: boolean; onChange: (qty: number) => void };

/** SPEC §5: plus stops at maxBuy, then at the stock, with their toasts (a seller, noCheck, goes past); minus stops at 1. */
export function QuantityControl({ item, noCheck, busy, onChange }: Props) {
  const plus = () => {
    if (!noCheck && item.qty >= item.maxBuy) return void toast.warn(basketMessages.maxBuy);
    if (!noCheck && item.qty >= item.stock) return void toast.warn(basketMessages.stock);
    onChange(item.qty + 1);
  };
  const button = 'grid size-8 place-items-center rounded-md text-lg font-bold text-brand disabled:cursor-not-allowed disabled:text-gray-300';
  return (
    <div className="inline-flex items-center gap-1 rounded-lg border border-line px-1" role="group" aria-label={`تعداد ${item.title}`}>
      <button type="button" className={button} onClick={plus} disabled={busy || !item.canDelete} aria-label="افزودن یکی">
        +
      </button>
      <output className="min-w-6 text-center font-bold" aria-live="polite" aria-label="تعداد">
        {toPersianDigits(item.qty)}
      </output>
      <button
        type="button"
        className={button}
        onClick={() => onChange(item.qty - 1)}
        disabled={item.qty <= 1 || busy || !item.canDelete}
        aria-label="کم کردن یکی"
      >
        −
      </button>
    </div>
  );
}
