import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PlanRequestForm } from '@/features/facility/components/plan-request-form';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';
import { appointmentBranches } from '@/lib/server/services/facility/appointments';
import { listPlans } from '@/lib/server/services/facility/plans';

export const metadata: Metadata = { title: 'فرم درخواست لیزینگ', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string }> };

/** /leasingloanrequest/checkout (shell hidden): the stepped request with the leasing plans; ?id= resumes. */
export default async function LeasingCheckoutPage({ searchParams }: Props) {
  await connection();
  const { id } = await searchParams;
  const [plans, branches] = await Promise.all([listPlans('leasing'), appointmentBranches()]);
  const requestId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">فرم درخواست لیزینگ</h1>
        <Link href="/leasingloanrequest" className="text-sm text-brand-dark underline">درخواست‌های من</Link>
      </div>
      <SignedInGate back={requestId ? `/leasingloanrequest/checkout?id=${requestId}` : '/leasingloanrequest/checkout'}>
        <PlanRequestForm key={requestId ?? 'new'} plans={plans} branches={branches} requestId={requestId} formPath="/leasingloanrequest/checkout" />
      </SignedInGate>
    </div>
  );
}
