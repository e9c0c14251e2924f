'use client';

import Link from 'next/link';
import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useLoan } from '../api/get-loan';
import { InstalmentTable } from './instalment-table';
import { LoanCheques } from './loan-cheques';
import { LoanFigures, LoanStateBadge } from './loan-figures';
import { PayPanel } from './pay-panel';
import { PaymentHistory } from './payment-history';

/** /dashboard/installments/{id}: the loan's figures, paying, the schedule, its payments and guarantee cheques. */
export function LoanDetailView({ loanId }: { loanId: number }) {
  const user = useRequireSignIn(`/dashboard/installments/${loanId}`);
  const { data: loan, isPending, isError, error } = useLoan(loanId, Boolean(user));
  if (!user || isPending) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="text-sm text-red-700">{toApiError(error).message}</p>;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">{`وام شماره ${toPersianDigits(loan.id)} — ${loan.plan.name}`}</h1>
        <LoanStateBadge state={loan.state} />
      </header>
      <section aria-label="خلاصه وام" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
        <LoanFigures loan={loan} />
        <ul className="list-disc ps-5 text-xs text-muted">
          <li>{loan.plan.lateFeeText}</li>
          <li>{loan.plan.settlementText}</li>
        </ul>
        <div className="flex flex-wrap gap-4 text-sm">
          {loan.orderId ? <Link href={`/dashboard/orders/${loan.orderId}`} className="text-brand-dark underline">{`سفارش ${toPersianDigits(loan.orderId)}`}</Link> : null}
          <Link href={`/installments/statement?loanId=${loan.id}`} className="text-brand-dark underline">صورت‌حساب وام (چاپی)</Link>
        </div>
      </section>
      {loan.settlement ? <PayPanel key={loan.payments.length} loan={loan} /> : null}
      <section className="rounded-xl border border-line bg-white p-4">
        <InstalmentTable instalments={loan.instalments} />
      </section>
      <PaymentHistory loanId={loan.id} payments={loan.payments} />
      <LoanCheques cheques={loan.cheques} />
    </div>
  );
}
