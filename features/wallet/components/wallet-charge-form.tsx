'use client';

import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '@/lib/api-client';
import { parseTomanInput, walletMessages } from '@/lib/contracts/wallet-messages';
import type { WalletChargeOptions } from '@/lib/contracts/wallet';
import { formatToman, formatTomanWithUnit } from '@/lib/format/money';
import { useChargeWallet } from '../api/charge-wallet';

/** orderId: the charge is to pay that unpaid order (a notification then offers to continue it). */
type Props = { options: WalletChargeOptions; initialAmount?: number; orderId?: number };

/** The form's own check, with the server's messages; the server checks again (walletChargeSchema). */
function amountError(amount: number, { min, max }: WalletChargeOptions): string | null {
  if (!Number.isSafeInteger(amount)) return walletMessages.amount;
  if (amount < min) return walletMessages.amountMin(min);
  if (amount > max) return walletMessages.amountMax(max);
  return null;
}

/** Preset amounts, a custom amount within the limits, a gateway when there is a choice; then off to the bank. */
export function WalletChargeForm({ options, initialAmount, orderId }: Props) {
  const [text, setText] = useState(initialAmount ? formatToman(initialAmount) : formatToman(options.presets[0] ?? options.min));
  const [gateway, setGateway] = useState(options.gateways[0]?.id ?? '');
  const [error, setError] = useState<string | null>(null);
  const charge = useChargeWallet();
  const amountId = useId();
  const errorId = useId();
  const amount = parseTomanInput(text);
  const busy = charge.isPending || charge.isSuccess;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = amountError(amount, options) ?? (gateway ? null : 'درگاه پرداخت را انتخاب کنید');
    setError(problem);
    if (problem) return;
    charge.mutate(
      { amount, gateway, orderId },
      {
        onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
        onError: (e) => setError(toApiError(e).message),
      },
    );
  };

  if (options.gateways.length === 0) return <p className="text-sm text-muted">در حال حاضر درگاه پرداختی فعال نیست.</p>;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="شارژ کیف پول">
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-bold">مبلغ شارژ</legend>
        <div className="grid grid-cols-2 gap-2">
          {options.presets.map((preset) => (
            <button
              key={preset}
              type="button"
              aria-pressed={amount === preset}
              onClick={() => {
                setText(formatToman(preset));
                setError(null);
              }}
              className={`rounded-lg border px-3 py-2 text-sm ${amount === preset ? 'border-brand bg-rose-50 font-bold text-brand-dark' : 'border-line'}`}
            >
              {formatTomanWithUnit(preset)}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={amountId} className="block text-sm">
          مبلغ دلخواه (تومان)
        </label>
        <input
          id={amountId}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          className="w-full rounded-lg border border-line px-3 py-2"
        />
        <p className="text-xs text-muted">
          از {formatTomanWithUnit(options.min)} تا {formatTomanWithUnit(options.max)}
        </p>
      </div>
      {options.gateways.length > 1 ? (
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-bold">درگاه پرداخت</legend>
          {options.gateways.map((g) => (
            <label key={g.id} className="flex items-center gap-2 text-sm">
              <input type="radio" name="gateway" value={g.id} checked={gateway === g.id} onChange={() => setGateway(g.id)} />
              {g.title}
            </label>
          ))}
        </fieldset>
      ) : null}
      <p id={errorId} role="alert" className="min-h-5 text-sm text-red-700">
        {error}
      </p>
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-60">
        {busy ? 'در حال انتقال به درگاه…' : 'پرداخت و شارژ کیف پول'}
      </button>
    </form>
  );
}
