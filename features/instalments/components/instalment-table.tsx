import type { LoanInstalment } from '@/lib/contracts/loans';
import { instalmentStateTitles } from '@/lib/contracts/loan-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { daysLeftText } from '../labels';

function StateCell({ i }: { i: LoanInstalment }) {
  if (i.state === 'paid') return <span className="text-green-800">{`${instalmentStateTitles.paid}${i.paidAt ? ` (${i.paidAt})` : ''}`}</span>;
  if (i.state === 'overdue') {
    return (
      <span className="text-red-700">
        {`${instalmentStateTitles.overdue} (${daysLeftText(i.daysLeft)})`}
        {i.lateFee > 0 ? <span className="block text-xs">{`جریمه دیرکرد تاکنون: ${formatTomanWithUnit(i.lateFee - i.lateFeePaid)}`}</span> : null}
      </span>
    );
  }
  return <span>{`${instalmentStateTitles.due}${i.daysLeft <= 30 ? ` (${daysLeftText(i.daysLeft)})` : ''}`}</span>;
}

/** The schedule: each instalment's Jalali due date, amount and state (paid with its date, due, overdue with its fee). */
export function InstalmentTable({ instalments, caption = 'جدول اقساط' }: { instalments: readonly LoanInstalment[]; caption?: string }) {
  return (
    // On a phone the table scrolls sideways; a keyboard can then reach it too.
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full min-w-[32rem] text-sm">
        <caption className="mb-2 text-start font-bold">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2 text-start">قسط</th>
            <th scope="col" className="p-2 text-start">سررسید</th>
            <th scope="col" className="p-2 text-start">مبلغ</th>
            <th scope="col" className="p-2 text-start">مانده</th>
            <th scope="col" className="p-2 text-start">وضعیت</th>
          </tr>
        </thead>
        <tbody>
          {instalments.map((i) => (
            <tr key={i.number} className="border-b border-line" data-state={i.state}>
              <td className="p-2">{toPersianDigits(i.number)}</td>
              <td className="p-2">{i.jalali}</td>
              <td className="p-2">{formatTomanWithUnit(i.amount)}</td>
              <td className="p-2">{formatTomanWithUnit(i.owed)}</td>
              <td className="p-2"><StateCell i={i} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
