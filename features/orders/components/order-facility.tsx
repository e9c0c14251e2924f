import Link from 'next/link';
import type { OrderFacility as Facility } from '@/lib/contracts/orders';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

/** A facility order's loan and its instalments (issue #8); before the prepayment is paid, the schedule it would get. */
export function OrderFacility({ facility }: { facility: Facility }) {
  const figures: [string, string][] = [
    ['طرح', `${facility.facilityName} (${facility.facilityParentTitle})`],
    ['پیش‌پرداخت', formatTomanWithUnit(facility.prepayment)],
    ['مبلغ وام', formatTomanWithUnit(facility.loanAmount)],
    ['قسط ماهانه', formatTomanWithUnit(facility.amountPerMonth)],
    ['تعداد اقساط', `${toPersianDigits(facility.months)} ماه`],
    ['بازپرداخت نهایی', formatTomanWithUnit(facility.finalRefundAmount)],
  ];
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm" aria-labelledby="facility-title">
      <h2 id="facility-title" className="font-bold">خرید اقساطی</h2>
      <dl className="grid gap-2 sm:grid-cols-2">
        {figures.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt>{label}</dt>
            <dd className="font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      {facility.active ? (
        <Link href={`/dashboard/installments/${facility.requestId}`} className="self-start rounded-lg bg-brand px-4 py-2 font-bold text-white">
          اقساط و پرداخت
        </Link>
      ) : (
        <p className="text-muted">سررسیدها از روز پرداخت پیش‌پرداخت حساب می‌شوند.</p>
      )}
      <table className="w-full">
        <caption className="mb-2 text-start font-bold">جدول اقساط</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="p-2 text-start">قسط</th>
            <th scope="col" className="p-2 text-start">سررسید</th>
            <th scope="col" className="p-2 text-start">مبلغ</th>
            <th scope="col" className="p-2 text-start">وضعیت</th>
          </tr>
        </thead>
        <tbody>
          {facility.schedule.map((i) => (
            <tr key={i.number} className="border-b border-line">
              <td className="p-2">{toPersianDigits(i.number)}</td>
              <td className="p-2">{toPersianDigits(i.jalali)}</td>
              <td className="p-2">{formatTomanWithUnit(i.amount)}</td>
              <td className="p-2">{i.paid ? 'پرداخت شده' : 'پرداخت نشده'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
