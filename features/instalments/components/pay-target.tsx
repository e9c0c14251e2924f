'use client';

import type { LoanInstalment, LoanPayTarget } from '@/lib/contracts/loans';
import { parseTomanInput } from '@/lib/contracts/wallet-messages';
import { toPersianDigits } from '@/lib/format/digits';

export type TargetChoice = { kind: 'next' | 'count' | 'amount' | 'settlement'; count: number; amount: string };

/** The choice as the API takes it; null while an amount is not a whole number yet. */
export function targetOf(choice: TargetChoice, unpaid: readonly LoanInstalment[]): LoanPayTarget | null {
  if (unpaid.length === 0) return null;
  switch (choice.kind) {
    case 'next':
      return { mode: 'instalments', throughNumber: unpaid[0]!.number };
    case 'count':
      return { mode: 'instalments', throughNumber: unpaid[Math.min(choice.count, unpaid.length) - 1]!.number };
    case 'amount': {
      const amount = parseTomanInput(choice.amount);
      return Number.isSafeInteger(amount) && amount > 0 ? { mode: 'amount', amount } : null;
    }
    case 'settlement':
      return { mode: 'settlement' };
  }
}

type Props = { choice: TargetChoice; unpaid: readonly LoanInstalment[]; amountError?: string; onChange: (choice: TargetChoice) => void };

const option = 'flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand';

/** What to pay: the next instalment, the next few, any amount (oldest first), or everything (early settlement). */
export function PayTarget({ choice, unpaid, amountError, onChange }: Props) {
  const set = (patch: Partial<TargetChoice>) => onChange({ ...choice, ...patch });
  return (
    <fieldset className="flex flex-col gap-2 text-sm">
      <legend className="mb-2 font-bold">چه مبلغی را می‌پردازید؟</legend>
      <label className={option}>
        <input type="radio" name="pay-target" checked={choice.kind === 'next'} onChange={() => set({ kind: 'next' })} />
        {`قسط بعدی (قسط ${toPersianDigits(unpaid[0]?.number ?? 0)})`}
      </label>
      {unpaid.length > 1 ? (
        <div className={option}>
          <input id="pay-count-choice" type="radio" name="pay-target" checked={choice.kind === 'count'} onChange={() => set({ kind: 'count' })} />
          <label htmlFor="pay-count-choice">چند قسط بعدی</label>
          <label className="ms-auto flex items-center gap-2">
            <span>تعداد اقساط</span>
            <select className="rounded border border-line px-2 py-1" value={choice.count} onChange={(e) => set({ kind: 'count', count: Number(e.target.value) })}>
              {unpaid.slice(1).map((_, k) => (
                <option key={k + 2} value={k + 2}>{toPersianDigits(k + 2)}</option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      <div className={option}>
        <input id="pay-amount-choice" type="radio" name="pay-target" checked={choice.kind === 'amount'} onChange={() => set({ kind: 'amount' })} />
        <label htmlFor="pay-amount-choice">مبلغ دلخواه</label>
        <label className="ms-auto flex items-center gap-2">
          <span>مبلغ (تومان)</span>
          <input
            inputMode="numeric"
            className="w-36 rounded border border-line px-2 py-1"
            value={choice.amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={amountError ? 'pay-amount-error' : undefined}
            onChange={(e) => set({ kind: 'amount', amount: e.target.value })}
          />
        </label>
      </div>
      {amountError && choice.kind === 'amount' ? <p id="pay-amount-error" role="alert" className="text-red-700">{amountError}</p> : null}
      <label className={option}>
        <input type="radio" name="pay-target" checked={choice.kind === 'settlement'} onChange={() => set({ kind: 'settlement' })} />
        تسویه کامل وام (با کسر سود ماه‌های آغازنشده)
      </label>
    </fieldset>
  );
}
