import type { Metadata } from 'next';
import Link from 'next/link';
import { CheckedResult } from '@/features/facility/components/checked-result';
import { SignedInGate } from '@/features/facility/components/signed-in-gate';

export const metadata: Metadata = { title: 'پیگیری درخواست لیزینگ', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ id?: string }> };

/** /leasingloanrequest/check (shell hidden): a leasing request's state, credit result, decision and instalments. */
export default async function LeasingCheckPage({ searchParams }: Props) {
  const { id } = await searchParams;
  const requestId = id && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  return (
    <div className="mx-auto max-w-3xl space-y-6 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">پیگیری درخواست لیزینگ</h1>
        <Link href="/leasingloanrequest" className="text-sm text-brand-dark underline">درخواست‌های من</Link>
      </div>
      <SignedInGate back={requestId ? `/leasingloanrequest/check?id=${requestId}` : '/leasingloanrequest/check'}>
        <CheckedResult id={requestId} />
      </SignedInGate>
    </div>
  );
}
