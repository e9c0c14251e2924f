import Link from 'next/link';
import type { LoanPayment } from '@/lib/contracts/loans';
import { loanPaymentModeTitles, loanPaymentStatusTitles } from '@/lib/contracts/loan-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';

/** The loan's payments, newest first, each with its receipt. */
export function PaymentHistory({ loanId, payments }: { loanId: number; payments: readonly LoanPayment[] }) {
  return (
    <section aria-labelledby="loan-history" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 id="loan-history" className="font-bold">پرداخت‌ها</h2>
      {payments.length === 0 ? <p className="text-muted">هنوز پرداختی برای این وام ثبت نشده است.</p> : null}
      <ul className="divide-y divide-line">
        {payments.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>{`${loanPaymentModeTitles[p.mode]} — ${p.paidAt ?? p.createdAt}`}</span>
            <span className="font-bold">{formatTomanWithUnit(p.amount)}</span>
            <span className={p.status === 'paid' ? 'text-green-800' : p.status === 'pending' ? 'text-muted' : 'text-red-700'}>{loanPaymentStatusTitles[p.status]}</span>
            {p.status === 'paid' ? (
              <Link href={`/installments/receipt?loanId=${loanId}&paymentId=${p.id}`} className="text-brand-dark underline">
                رسید<span className="sr-only">{` پرداخت ${toPersianDigits(p.id)}`}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
