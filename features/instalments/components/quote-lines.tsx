import type { LoanQuote } from '@/lib/contracts/loans';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { allocationKindTitles } from '../labels';

/** The figures of a payment before it is made: each instalment's part, its late fee, a settlement's rebate, the total. */
export function QuoteLines({ quote }: { quote: LoanQuote }) {
  // A settlement touches every instalment: its two totals say more than a line per instalment.
  const lines =
    quote.rebate > 0
      ? [
          { key: 'owed', label: 'مانده اقساط و جریمه', amount: formatTomanWithUnit(quote.owed) },
          { key: 'rebate', label: 'تخفیف سود ماه‌های آغازنشده', amount: `− ${formatTomanWithUnit(quote.rebate)}` },
        ]
      : quote.allocations.map((a) => ({ key: `${a.number}-${a.kind}`, label: `${allocationKindTitles[a.kind]} قسط ${toPersianDigits(a.number)}`, amount: formatTomanWithUnit(a.amount) }));
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-sm" aria-live="polite">
      <ul className="flex flex-col gap-1">
        {lines.map((line) => (
          <li key={line.key} className="flex justify-between gap-2">
            <span>{line.label}</span>
            <span>{line.amount}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-bold">
        <span>مبلغ قابل پرداخت</span>
        <span data-testid="loan-payable">{formatTomanWithUnit(quote.payable)}</span>
      </p>
    </div>
  );
}
