import type { Metadata } from 'next';
import Link from 'next/link';
import { MyPlanRequests } from '@/features/facility/components/my-plan-requests';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';

export const metadata: Metadata = { title: 'درخواست خرید اقساطی', robots: { index: false, follow: false } };

/** /planloanrequest (shell hidden, SPEC §2): the user's loan requests and a new one. */
export default function PlanLoanRequestPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">درخواست خرید اقساطی</h1>
        <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
      </div>
      <p className="text-sm leading-7">طرح و مبلغ را انتخاب کنید، مشخصات و مدارک را بارگذاری کنید، اعتبارسنجی انجام دهید و برای بررسی مدارک نوبت بگیرید. هر مرحله ذخیره می‌شود و می‌توانید بعدا ادامه دهید. <Link href="/planloanguide" className="underline">راهنمای خرید اقساطی</Link></p>
      <SignedInGate back="/planloanrequest">
        <MyPlanRequests kind="plan" formPath="/planloanrequest/form" />
      </SignedInGate>
    </div>
  );
}
