import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { LoanCalculator } from '@/features/facility/components/loan-calculator';
import { listPlans } from '@/lib/server/services/facility/plans';

export const metadata: Metadata = { title: 'خرید اقساطی گوشی', description: 'گوشی را با پیش‌پرداخت بخرید و بقیه را در اقساط ماهانه بپردازید.' };

/** /loanlanding and /beta (shell hidden, SPEC §2): the loan offer with the calculator. */
export default async function LoanLandingPage() {
  await connection();
  const plans = await listPlans('plan');
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">خرید اقساطی گوشی</h1>
        <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
      </header>
      <p className="text-sm leading-7">
        گوشی دلخواه خود را با پرداخت بخشی از قیمت بخرید و بقیه را در اقساط ۶ تا ۲۴ ماهه با چک یا سفته بپردازید. اعتبارسنجی آنلاین است و بررسی مدارک با نوبت در شعبه انجام می‌شود.
      </p>
      <LoanCalculator plans={plans} />
      <nav aria-label="مراحل" className="flex flex-wrap gap-3 text-sm">
        <Link href="/planloanrequest" className="rounded-lg bg-brand px-4 py-2 font-bold text-white">ثبت درخواست</Link>
        <Link href="/loanbeta/register" className="rounded-lg border border-line px-4 py-2">ثبت‌نام و تماس کارشناس</Link>
        <Link href="/loanbeta/check" className="rounded-lg border border-line px-4 py-2">پیگیری درخواست</Link>
        <Link href="/planloanguide" className="rounded-lg border border-line px-4 py-2">راهنمای خرید اقساطی</Link>
      </nav>
    </div>
  );
}
