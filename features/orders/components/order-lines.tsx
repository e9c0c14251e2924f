import type { OrderDetail } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

/** The lines as they were sold: their own copies of titles and prices. */
export function OrderLines({ lines }: { lines: OrderDetail['lines'] }) {
  return (
    <ul className="flex flex-col divide-y divide-line">
      {lines.map((line) => (
        <li key={line.id} className={`flex flex-wrap items-start justify-between gap-2 py-3 text-sm ${line.accompanying ? 'ps-6' : ''}`}>
          <div className="flex flex-col gap-1">
            <span className="font-bold">{line.title}</span>
            {line.description ? <span className="text-muted">{line.description}</span> : null}
            {line.accompanying ? <span className="text-xs text-muted">کالای همراه</span> : null}
            {line.insuranceTitle ? <span className="text-xs">{`${line.insuranceTitle}: ${formatTomanWithUnit(line.unitInsurancePayable)}`}</span> : null}
          </div>
          <div className="flex flex-col items-end gap-1">
            <span>{`${toPersianDigits(line.qty)} × ${formatTomanWithUnit(line.unitPayable)}`}</span>
            {line.unitPayable < line.unitPrice ? <s className="text-xs text-muted">{formatTomanWithUnit(line.unitPrice)}</s> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
