import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckedResult } from '@/features/facility/components/checked-result';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';

export const metadata: Metadata = { title: 'نتیجه بررسی درخواست', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string }> };

/** /checked (shell hidden): the result of a loan request's credit check and review. */
export default async function CheckedPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const requestId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">نتیجه بررسی درخواست</h1>
        <Link href="/planloanrequest" className="text-sm text-brand-dark underline">درخواست‌های من</Link>
      </div>
      <SignedInGate back={requestId ? `/checked?id=${requestId}` : '/checked'}>
        <CheckedResult id={requestId} />
      </SignedInGate>
    </div>
  );
}
