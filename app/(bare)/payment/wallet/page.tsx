import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { WalletChargeForm } from '@/features/wallet/components/wallet-charge-form';
import { parseTomanInput } from '@/lib/contracts/wallet-messages';
import { walletChargeOptions } from '@/lib/server/services/checkout/wallet-charge';
import { SignedInGate } from '../signed-in-gate';

export const metadata: Metadata = { title: 'شارژ کیف پول', robots: { index: false, follow: false } };

/** SPEC §2 /payment/wallet (no shell): charge the wallet; ?amount= pre-fills a retry, ?orderId= charges to pay that order. */
export default async function PaymentWalletPage({ searchParams }: { searchParams: Promise<{ amount?: string; orderId?: string }> }) {
  await connection();
  const [options, { amount, orderId }] = await Promise.all([walletChargeOptions(), searchParams]);
  const initial = amount ? parseTomanInput(amount) : Number.NaN;
  const forOrder = orderId && /^[1-9]\d{0,9}$/.test(orderId) ? Number(orderId) : undefined;
  return (
    <div className="mx-auto max-w-md p-6">
      <h1 className="mb-4 text-xl font-bold">شارژ کیف پول</h1>
      <Suspense>
        <SignedInGate>
          <WalletChargeForm options={options} initialAmount={Number.isSafeInteger(initial) ? initial : undefined} orderId={forOrder} />
        </SignedInGate>
      </Suspense>
    </div>
  );
}
