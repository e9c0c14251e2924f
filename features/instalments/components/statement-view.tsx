'use client';

import { toApiError } from '@/lib/api-client';
import { loanPaymentModeTitles, loanPaymentStatusTitles, loanStateTitles } from '@/lib/contracts/loan-messages';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useLoan } from '../api/get-loan';
import { InstalmentTable } from './instalment-table';
import { LoanFigures } from './loan-figures';
import { PrintFrame, type Seller } from './print-frame';

/** /installments/statement?loanId=: the loan's printable statement: figures, schedule and every payment (Jalali dates). */
export function StatementView({ loanId, seller }: { loanId: number; seller: Seller }) {
  const user = useRequireSignIn(`/installments/statement?loanId=${loanId}`);
  const { data: loan, isPending, isError, error } = useLoan(loanId, Boolean(user) && loanId > 0);
  if (!loanId) return <p role="alert" className="p-6 text-sm">شماره وام در نشانی صفحه نیست</p>;
  if (!user || isPending) return <p className="p-6 text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="p-6 text-sm text-red-700">{toApiError(error).message}</p>;
  const cell = 'border border-gray-400 px-2 py-1';
  return (
    <PrintFrame
      title="صورت‌حساب وام"
      seller={seller}
      printLabel="چاپ صورت‌حساب"
      meta={[
        ['شماره وام', toPersianDigits(loan.id)],
        ['وضعیت', loanStateTitles[loan.state]],
        ...(loan.closedAt ? ([['تاریخ بسته شدن', loan.closedAt]] as [string, string][]) : []),
      ]}
    >
      <LoanFigures loan={loan} />
      <InstalmentTable instalments={loan.instalments} />
      <table className="w-full border-collapse text-center">
        <caption className="mb-2 text-start font-bold">پرداخت‌ها</caption>
        <thead>
          <tr className="bg-gray-100">
            <th scope="col" className={cell}>شماره رسید</th>
            <th scope="col" className={cell}>تاریخ</th>
            <th scope="col" className={cell}>نوع</th>
            <th scope="col" className={cell}>مبلغ</th>
            <th scope="col" className={cell}>تخفیف تسویه</th>
            <th scope="col" className={cell}>وضعیت</th>
          </tr>
        </thead>
        <tbody>
          {[...loan.payments].reverse().map((p) => (
            <tr key={p.id}>
              <td className={cell}>{toPersianDigits(p.id)}</td>
              <td className={cell}>{p.paidAt ?? p.createdAt}</td>
              <td className={cell}>{loanPaymentModeTitles[p.mode]}</td>
              <td className={cell}>{formatTomanWithUnit(p.amount)}</td>
              <td className={cell}>{p.rebate > 0 ? formatTomanWithUnit(p.rebate) : '—'}</td>
              <td className={cell}>{loanPaymentStatusTitles[p.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </PrintFrame>
  );
}
