import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Suspense } from 'react';
import { WalletDashboard } from '@/features/wallet/components/wallet-dashboard';
import { walletChargeOptions } from '@/lib/server/services/checkout/wallet-charge';
import { SignedInGate } from '../../(bare)/payment/signed-in-gate';

export const metadata: Metadata = { title: 'کیف پول' };

/** SPEC §2 /dashboard/wallet: balance, the charge form and the transactions. */
export default async function DashboardWalletPage() {
  await connection();
  const options = await walletChargeOptions();
  return (
    <Suspense>
      <SignedInGate>
        <WalletDashboard options={options} />
      </SignedInGate>
    </Suspense>
  );
}
