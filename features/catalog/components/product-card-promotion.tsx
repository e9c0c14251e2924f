'use client';

import { useState } from 'react';
import { Countdown } from '@/components/countdown';
import { CardPriceRow } from './product-card-price';

type Props = { price: number; discountPrice: number; promotionPrice: number; promotionTo: string };

/** The only client part of a card: the promotion countdown, which drops the promotion view at zero (SPEC §4). */
export function ProductCardPromotion({ price, discountPrice, promotionPrice, promotionTo }: Props) {
  const [ended, setEnded] = useState(false);
  if (ended) return <CardPriceRow price={price} payable={discountPrice} promotion={false} />;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 text-xs">
        <span className="font-bold text-brand">پیشنهاد ویژه</span>
        <Countdown to={promotionTo} onFinish={() => setEnded(true)} label="زمان باقی‌مانده از پیشنهاد" className="text-brand" />
      </div>
      <CardPriceRow price={price} payable={promotionPrice} promotion />
    </div>
  );
}
