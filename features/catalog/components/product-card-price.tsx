import { Price } from '@/components/price';
import { discountPercent } from '@/lib/format/discount';
import { formatPersianNumber } from '@/lib/format/money';

type Props = { price: number; payable: number; promotion: boolean };

/** Badge, struck list price and payable price of a card; shared by the static card and its promotion island. */
export function CardPriceRow({ price, payable, promotion }: Props) {
  // SPEC §9: a floor, and 0.01 when a promotion would round down to 0.
  const percent = discountPercent(price, payable, { promotion });
  return (
    <div className="flex flex-col items-end gap-0.5">
      {percent > 0 ? (
        <div className="flex w-full items-center justify-between gap-2">
          <del className="text-xs text-muted">
            <span className="sr-only">قیمت قبل از تخفیف </span>
            <Price amount={price} />
          </del>
          <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-white">
            <span className="sr-only">تخفیف </span>
            {formatPersianNumber(percent, 2)}٪
          </span>
        </div>
      ) : null}
      <Price amount={payable} className="whitespace-nowrap font-bold" />
    </div>
  );
}
