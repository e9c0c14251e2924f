'use client';

import { Price } from '@/components/price';
import type { WalletChargeOptions } from '@/lib/contracts/wallet';
import { useWallet } from '@/lib/session/wallet';
import { WalletChargeForm } from './wallet-charge-form';
import { WalletTransactionsList } from './wallet-transactions';

/** /dashboard/wallet for a signed-in user: balance, charge and the ledger. */
export function WalletDashboard({ options }: { options: WalletChargeOptions }) {
  const balance = useWallet(true, 0);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-6">
      <h1 className="text-xl font-bold">کیف پول</h1>
      <section aria-labelledby="wallet-balance" className="rounded-xl border border-line bg-white p-4">
        <h2 id="wallet-balance" className="text-sm text-muted">
          موجودی کیف پول
        </h2>
        <p className="mt-1 text-2xl font-bold" data-testid="wallet-balance">
          {balance.data ? <Price amount={balance.data.balance} /> : '…'}
        </p>
      </section>
      <section aria-labelledby="wallet-charge" className="rounded-xl border border-line bg-white p-4">
        <h2 id="wallet-charge" className="mb-3 font-bold">
          افزایش موجودی
        </h2>
        <WalletChargeForm options={options} />
      </section>
      <section aria-labelledby="wallet-history" className="space-y-3">
        <h2 id="wallet-history" className="font-bold">
          تراکنش‌ها
        </h2>
        <WalletTransactionsList />
      </section>
    </div>
  );
}
