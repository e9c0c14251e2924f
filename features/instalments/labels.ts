import { toPersianDigits } from '@/lib/format/digits';

/** Days to a due date in words: '۵ روز مانده', 'امروز', '۳ روز گذشته'. */
export function daysLeftText(daysLeft: number): string {
  if (daysLeft === 0) return 'امروز';
  return daysLeft > 0 ? `${toPersianDigits(daysLeft)} روز مانده` : `${toPersianDigits(-daysLeft)} روز گذشته`;
}

export const allocationKindTitles = { instalment: 'قسط', fee: 'جریمه دیرکرد', rebate: 'تخفیف تسویه' } as const;
