import type { Metadata } from 'next';
import Link from 'next/link';
import { LoanInterestForm } from '@/features/facility/components/loan-interest-form';

export const metadata: Metadata = { title: 'ثبت‌نام خرید اقساطی', robots: { index: false, follow: false } };

/** /loanbeta/register (shell hidden): register interest in a loan; an expert calls back. */
export default function LoanBetaRegisterPage() {
  return (
    <div className="mx-auto max-w-xl space-y-6 p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">ثبت‌نام خرید اقساطی</h1>
        <Link href="/loanlanding" className="text-sm text-brand-dark underline">محاسبه اقساط</Link>
      </header>
      <LoanInterestForm />
      <Link href="/loanbeta/check" className="text-sm text-brand-dark underline">پیگیری درخواست</Link>
    </div>
  );
}
