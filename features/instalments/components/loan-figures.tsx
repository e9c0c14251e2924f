import type { Loan } from '@/lib/contracts/loans';
import { loanStateTitles } from '@/lib/contracts/loan-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { daysLeftText } from '../labels';

const stateStyle = { active: 'bg-green-100 text-green-800', settled: 'bg-gray-100 text-gray-800', cancelled: 'bg-red-100 text-red-800' } as const;

export function LoanStateBadge({ state }: { state: Loan['state'] }) {
  return <span className={`rounded-full px-3 py-1 text-xs font-bold ${stateStyle[state]}`}>{loanStateTitles[state]}</span>;
}

/** The loan in figures: what was lent, what the schedule comes to, what is paid and what is left, the next due date. */
export function LoanFigures({ loan }: { loan: Loan }) {
  const rows: [string, string][] = [
    ['طرح', `${loan.plan.name} (${toPersianDigits(loan.plan.months)} قسط)`],
    ['مبلغ وام', formatTomanWithUnit(loan.loanAmount)],
    ['جمع اقساط', formatTomanWithUnit(loan.scheduleTotal)],
    ['پرداخت‌شده تاکنون', formatTomanWithUnit(loan.paidTotal)],
    ['مانده اقساط', formatTomanWithUnit(loan.remaining)],
    ...(loan.lateFeeDue > 0 ? ([['جریمه دیرکرد', formatTomanWithUnit(loan.lateFeeDue)]] as [string, string][]) : []),
    ['تاریخ شروع', loan.startedAt],
  ];
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-bold" data-figure={label}>{value}</dd>
          </div>
        ))}
      </dl>
      {loan.nextDue ? (
        <p className={`rounded-lg p-3 text-sm ${loan.nextDue.daysLeft < 0 ? 'bg-red-50 text-red-800' : 'bg-brand/10'}`}>
          {`قسط بعدی: قسط ${toPersianDigits(loan.nextDue.number)}، سررسید ${loan.nextDue.jalali} (${daysLeftText(loan.nextDue.daysLeft)})، مبلغ ${formatTomanWithUnit(loan.nextDue.owed)}`}
        </p>
      ) : null}
    </div>
  );
}
