import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { PlanRequestForm } from '@/features/facility/components/plan-request-form';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';
import { appointmentBranches } from '@/lib/server/services/facility/appointments';
import { listPlans } from '@/lib/server/services/facility/plans';

export const metadata: Metadata = { title: 'فرم درخواست خرید اقساطی', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string }> };

/** /planloanrequest/form (shell hidden): the stepped request; ?id= resumes a saved one. */
export default async function PlanLoanRequestFormPage({ searchParams }: Props) {
  await connection();
  const { id } = await searchParams;
  const [plans, branches] = await Promise.all([listPlans('plan'), appointmentBranches()]);
  const requestId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">فرم درخواست خرید اقساطی</h1>
        <Link href="/planloanrequest" className="text-sm text-brand-dark underline">درخواست‌های من</Link>
      </div>
      <SignedInGate back={requestId ? `/planloanrequest/form?id=${requestId}` : '/planloanrequest/form'}>
        <PlanRequestForm key={requestId ?? 'new'} plans={plans} branches={branches} requestId={requestId} formPath="/planloanrequest/form" />
      </SignedInGate>
    </div>
  );
}
