import type { ConsoleOverview } from '@/lib/contracts/admin/overview';
import { formatPersianNumber } from '@/lib/format/money';
import { FigureCard } from './figure-card';

/** Variants running out, with the few lowest; the full list is the catalog's variants filtered to low stock. */
export function LowStockFigures({ lowStock }: { lowStock: NonNullable<ConsoleOverview['lowStock']> }) {
  return (
    <FigureCard
      title={`تنوع‌های کم‌موجودی (${formatPersianNumber(lowStock.threshold)} عدد یا کمتر)`}
      value={formatPersianNumber(lowStock.count)}
      detail={
        lowStock.items.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {lowStock.items.map((item) => (
              <li key={item.variantId} className="flex justify-between gap-2">
                <span className="line-clamp-2 min-w-0">
                  {item.title} <span className="text-xs" dir="ltr">({item.sku})</span>
                </span>
                <span className="shrink-0 font-medium text-ink">{item.stock === 0 ? 'ناموجود' : `${formatPersianNumber(item.stock)} عدد`}</span>
              </li>
            ))}
          </ul>
        ) : (
          'همه تنوع‌ها موجودی کافی دارند.'
        )
      }
      href="/admin/catalog/variants?lowStock=1"
      linkLabel="همه تنوع‌های کم‌موجودی"
    />
  );
}

/** Requests waiting for the credit desk's decision. */
export function CreditFigures({ credit }: { credit: NonNullable<ConsoleOverview['credit']> }) {
  return (
    <>
      <FigureCard title="درخواست‌های تسهیلات منتظر بررسی" value={formatPersianNumber(credit.loansSubmitted)} href="/admin/loans?state=submitted" linkLabel="بررسی درخواست‌ها" />
      <FigureCard title="درخواست‌های همکاری منتظر بررسی" value={formatPersianNumber(credit.cooperationSubmitted)} href="/admin/cooperation?state=submitted" linkLabel="بررسی درخواست‌ها" />
    </>
  );
}
