'use client';

import { Countdown } from '@/components/countdown';
import { Price } from '@/components/price';
import type { ProductVariant } from '@/lib/contracts/product';
import { discountPercent } from '@/lib/format/discount';
import { formatPersianNumber } from '@/lib/format/money';

type Props = { variant: ProductVariant; promotionShown: boolean; onPromotionEnd: () => void };

/** What the chosen variant costs: the promotion while its countdown runs, the upper-discount reference price when set. */
export function PriceBlock({ variant, promotionShown, onPromotionEnd }: Props) {
  const inStock = variant.stock > 0;
  const promotion = inStock && promotionShown && variant.promotionPrice !== null && variant.promotionTo !== null;
  const payable = promotion ? variant.promotionPrice! : variant.discountPrice;
  // SPEC §3: with hasUpperDiscount the shown (struck) price is replaced by upperDiscountAmount.
  const shownPrice = variant.hasUpperDiscount && variant.upperDiscountAmount !== null ? variant.upperDiscountAmount : variant.price;
  const percent = discountPercent(shownPrice, payable, { promotion });
  return (
    <div className="space-y-2">
      {promotion ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-brand/10 px-3 py-2 text-sm text-brand-dark">
          <span className="font-bold">پیشنهاد شگفت‌انگیز</span>
          <Countdown to={variant.promotionTo!} onFinish={onPromotionEnd} label="زمان باقی‌مانده تا پایان پیشنهاد" />
        </div>
      ) : null}
      {/* A status region, so screen readers hear the new price when another variant is chosen. */}
      <div role="status" className="space-y-1">
        {!inStock ? (
          <p className="text-lg font-bold text-muted">ناموجود</p>
        ) : (
          <>
            {payable < shownPrice ? (
              <p className="flex items-center justify-end gap-2">
                <del className="text-sm text-muted">
                  <span className="sr-only">قیمت قبل از تخفیف: </span>
                  <Price amount={shownPrice} />
                </del>
                {percent > 0 ? (
                  <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
                    <span className="sr-only">تخفیف </span>٪{formatPersianNumber(percent, 2)}
                  </span>
                ) : null}
              </p>
            ) : null}
            <p className="text-end text-2xl font-bold">
              <span className="sr-only">قیمت: </span>
              <Price amount={payable} />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
