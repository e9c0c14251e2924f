'use client';

import { Price } from '@/components/price';
import type { FacilityFigures } from '@/lib/facility/calculator';
import { instalmentSchedule } from '@/lib/facility/schedule';
import { toPersianDigits } from '@/lib/format/digits';
import { formatJalaliLong, toJalaliParts } from '@/lib/format/jalali';

export type ScheduleFigures = Pick<FacilityFigures, 'months' | 'amountPerMonth' | 'lastInstalment' | 'prepayment' | 'finalRefundAmount' | 'facilityDeference'>;

function Total({ label, amount, strong }: { label: string; amount: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? 'font-bold' : ''}`}>
      <dt>{label}</dt>
      <dd><Price amount={amount} /></dd>
    </div>
  );
}

/**
 * Every instalment with its Jalali due date and amount, before anything is asked for (issue 20): the same schedule
 * the loan gets when its prepayment is paid (lib/facility/schedule.ts), counted here from today, Tehran.
 */
export function InstalmentSchedule({ figures }: { figures: ScheduleFigures }) {
  const rows = instalmentSchedule(figures, toJalaliParts(new Date()));
  return (
    <div className="space-y-3 text-sm">
      <table className="w-full text-start">
        <caption className="sr-only">جدول اقساط</caption>
        <thead className="text-xs text-muted">
          <tr>
            <th scope="col" className="py-1 text-start font-normal">قسط</th>
            <th scope="col" className="py-1 text-start font-normal">سررسید</th>
            <th scope="col" className="py-1 text-end font-normal">مبلغ</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row.number}>
              <td className="py-1.5">{toPersianDigits(row.number)}</td>
              <td className="py-1.5">{formatJalaliLong(row.dueDate)}</td>
              <td className="py-1.5 text-end"><Price amount={row.amount} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="space-y-1 border-t border-line pt-2">
        <Total label="پیش پرداخت" amount={figures.prepayment} />
        <Total label="جمع اقساط" amount={figures.finalRefundAmount} />
        <Total label="جمع پرداختی (پیش پرداخت و اقساط)" amount={figures.prepayment + figures.finalRefundAmount} strong />
        <Total label="هزینه خرید اقساطی نسبت به خرید نقدی" amount={figures.facilityDeference} />
      </dl>
      <p className="text-xs text-muted">سررسید اقساط از روز پرداخت پیش پرداخت شمرده می‌شود؛ تاریخ‌ها برای پرداخت در امروز است.</p>
    </div>
  );
}
