'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { parseTomanInput, walletChargeSchema, type WalletChargeOptions } from '@/lib/contracts/wallet';
import { showApiError } from '@/lib/forms/api-errors';
import { formatToman, formatTomanWithUnit } from '@/lib/format/money';
import { useChargeWallet } from '../api/charge-wallet';

/** orderId: the charge is to pay that unpaid order (a notification then offers to continue it). */
type Props = { options: WalletChargeOptions; initialAmount?: number; orderId?: number };

type Schema = ReturnType<typeof walletChargeSchema>;

/** Preset amounts, a custom amount within the limits, a gateway when there is a choice; then off to the bank. */
export function WalletChargeForm({ options, initialAmount, orderId }: Props) {
  // The handler's own schema (lib/contracts/wallet.ts): the form checks what the server will.
  const schema = useMemo(() => walletChargeSchema(options), [options]);
  const { register, handleSubmit, setValue, setError, control, formState } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: { amount: formatToman(initialAmount ?? options.presets[0] ?? options.min), gateway: options.gateways[0]?.id ?? '', orderId },
  });
  const charge = useChargeWallet();
  const amountId = useId();
  const errorId = useId();
  const amount = parseTomanInput(String(useWatch({ control, name: 'amount' }) ?? ''));
  const busy = charge.isPending || charge.isSuccess;
  const { errors } = formState;
  const error = errors.amount?.message ?? errors.gateway?.message ?? errors.root?.server?.message;

  const submit = handleSubmit((values) =>
    charge.mutate(values, {
      onSuccess: ({ redirectUrl }) => window.location.assign(redirectUrl),
      onError: (e) => showApiError(e, setError, ['amount', 'gateway']),
    }),
  );

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
              onClick={() => setValue('amount', formatToman(preset), { shouldValidate: true })}
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
          {...register('amount')}
          aria-invalid={errors.amount ? true : undefined}
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
              <input type="radio" value={g.id} {...register('gateway')} />
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
