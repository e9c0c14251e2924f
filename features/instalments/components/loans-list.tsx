'use client';

import Link from 'next/link';
import { toApiError } from '@/lib/api-client';
import { toPersianDigits } from '@/lib/format/digits';
import { useRequireSignIn } from '@/lib/session/require-sign-in';
import { useLoans } from '../api/get-loans';
import { InstalmentTable } from './instalment-table';
import { LoanFigures, LoanStateBadge } from './loan-figures';

/** /dashboard/installments: every loan with its plan, figures, next due date and schedule. */
export function LoansList() {
  const user = useRequireSignIn('/dashboard/installments');
  const { data: loans, isPending, isError, error } = useLoans(Boolean(user));
  if (!user || isPending) return <p className="text-sm text-muted">در حال بارگذاری…</p>;
  if (isError) return <p role="alert" className="text-sm text-red-700">{toApiError(error).message}</p>;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-xl font-bold">اقساط من</h1>
      {loans.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6 text-sm">
          وام فعالی ندارید. با <Link href="/planloanguide" className="text-brand-dark underline">خرید اقساطی</Link> گوشی خود را قسطی بخرید.
        </p>
      ) : null}
      {loans.map((loan) => (
        <article key={loan.id} aria-labelledby={`loan-${loan.id}`} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
          <header className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`loan-${loan.id}`} className="font-bold">{`وام شماره ${toPersianDigits(loan.id)} — ${loan.plan.name}`}</h2>
            <LoanStateBadge state={loan.state} />
          </header>
          <LoanFigures loan={loan} />
          <InstalmentTable instalments={loan.instalments} caption={`جدول اقساط وام ${toPersianDigits(loan.id)}`} />
          <Link href={`/dashboard/installments/${loan.id}`} className="self-start rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white">
            {loan.state === 'active' ? 'پرداخت اقساط و جزئیات' : 'جزئیات وام'}
            <span className="sr-only">{` وام ${toPersianDigits(loan.id)}`}</span>
          </Link>
        </article>
      ))}
    </div>
  );
}
