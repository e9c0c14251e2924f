import type { ProductVariant } from '@/lib/contracts/product';
import { toPersianDigits } from '@/lib/format/digits';

/** At or below this many units the page warns that few are left. */
export const LOW_STOCK = 5;

export function StockNotes({ variant }: { variant: Pick<ProductVariant, 'stock' | 'maxBuy'> }) {
  if (variant.stock <= 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {variant.stock <= LOW_STOCK ? (
        <li className="font-bold text-brand-dark">تنها {toPersianDigits(variant.stock)} عدد در انبار باقی مانده</li>
      ) : null}
      {variant.maxBuy > 0 ? <li className="text-muted">حداکثر {toPersianDigits(variant.maxBuy)} عدد در هر سفارش</li> : null}
    </ul>
  );
}
