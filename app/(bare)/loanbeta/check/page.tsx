import type { Metadata } from 'next';
import Link from 'next/link';
import { LoanStateCheck } from '@/features/facility/components/loan-state-check';

export const metadata: Metadata = { title: 'پیگیری درخواست تسهیلات', robots: { index: false, follow: false } };

/** /loanbeta/check (shell hidden): a request's state by national code and mobile. */
export default function LoanBetaCheckPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6 p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">پیگیری درخواست تسهیلات</h1>
        <Link href="/loanlanding" className="text-sm text-brand-dark underline">محاسبه اقساط</Link>
      </header>
      <LoanStateCheck />
    </div>
  );
}
