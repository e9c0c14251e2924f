import type { Metadata } from 'next';
import Link from 'next/link';
import { MyPlanRequests } from '@/features/facility/components/my-plan-requests';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';

export const metadata: Metadata = { title: 'خرید لیزینگی', robots: { index: false, follow: false } };

/** /leasingloanrequest (shell hidden, SPEC §2): the leasing company's path on the same request engine. */
export default function LeasingLoanRequestPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">خرید لیزینگی</h1>
        <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
      </div>
      <p className="text-sm leading-7">
        با طرح‌های شرکت لیزینگ همکار، گوشی را با پیش‌پرداخت بخرید و بقیه را در اقساط ماهانه بپردازید. مدارک لازم: روی و پشت کارت ملی، گواهی اشتغال یا جواز کسب، قبض محل سکونت و تصویر سفته.
      </p>
      <SignedInGate back="/leasingloanrequest">
        <MyPlanRequests kind="leasing" formPath="/leasingloanrequest/checkout" />
      </SignedInGate>
    </div>
  );
}
