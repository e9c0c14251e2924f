import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { SandboxBankView } from '@/features/payment/components/sandbox-bank-view';
import { getDb } from '@/lib/server/db/client';
import { findSandboxTransaction } from '@/lib/server/providers/payment/sandbox';

export const metadata: Metadata = { title: 'بانک آزمایشی', robots: { index: false, follow: false } };

/** The built-in bank's payment page (DESIGN.md): the token is the only key to it. */
export default async function SandboxBankPage({ params }: { params: Promise<{ token: string }> }) {
  await connection();
  const { token } = await params;
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) notFound();
  const txn = await findSandboxTransaction(getDb(), token);
  if (!txn) notFound();
  return (
    <SandboxBankView
      action={`${process.env.NEXT_PUBLIC_API_URL ?? '/api'}/sandbox-bank/${token}`}
      merchant={txn.merchant}
      amountRial={txn.amountRial}
      description={txn.description}
      // A refunded payment was paid here first; the refund went back to the card from the shop's side.
      decided={txn.status === 'pending' ? null : txn.status === 'refunded' ? 'paid' : txn.status}
    />
  );
}
