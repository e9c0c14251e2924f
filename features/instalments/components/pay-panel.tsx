'use client';

import { useState } from 'react';
import { GatewayChoice } from '@/components/gateway-choice';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { LoanDetail } from '@/lib/contracts/loans';
import { formatTomanWithUnit } from '@/lib/format/money';
import { useLoanQuote } from '../api/get-loan-quote';
import { usePayLoan } from '../api/pay-loan';
import { QuoteLines } from './quote-lines';
import { PayTarget, targetOf, type TargetChoice } from './pay-target';

type Method = 'gateway' | 'wallet' | 'wallet_gateway';

const methodOption = 'flex cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 py-2 has-[:checked]:border-brand has-[:checked]:ring-1 has-[:checked]:ring-brand has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-50';

/** Paying toward the loan: the choice, its figures from the server (late fees included) before paying, and how to pay. */
export function PayPanel({ loan }: { loan: LoanDetail }) {
  const unpaid = loan.instalments.filter((i) => i.state !== 'paid');
  const [choice, setChoice] = useState<TargetChoice>({ kind: 'next', count: 2, amount: '' });
  const [method, setMethod] = useState<Method>(loan.gateways.length > 0 ? 'gateway' : 'wallet');
  const [gateway, setGateway] = useState<string | null>(loan.gateways[0]?.id ?? null);
  const target = targetOf(choice, unpaid);
  const quote = useLoanQuote(loan.id, target);
  const pay = usePayLoan(loan.id);
  const payable = quote.data?.payable ?? 0;
  const quoteError = quote.isError ? toApiError(quote.error).message : undefined;
  const balance = loan.walletBalance;
  const usable: Record<Method, boolean> = {
    gateway: loan.gateways.length > 0,
    wallet: balance >= payable,
    wallet_gateway: loan.gateways.length > 0 && balance > 0 && balance < payable,
  };

  // Awaited rather than mutate's callbacks: a settlement closes the loan, and this panel unmounts before they would run.
  const submit = async () => {
    if (!target || !quote.data) return;
    try {
      const answer = await pay.mutateAsync({ ...target, paymentMethod: method, gateway: method === 'wallet' ? undefined : (gateway ?? undefined), expected: payable });
      if (answer.redirectUrl) window.location.assign(answer.redirectUrl);
      else toast.success('پرداخت انجام شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <section aria-labelledby="pay-title" className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4">
      <h2 id="pay-title" className="font-bold">پرداخت اقساط</h2>
      <PayTarget choice={choice} unpaid={unpaid} amountError={quoteError} onChange={setChoice} />
      {quote.data && !quoteError ? <QuoteLines quote={quote.data} /> : quoteError && choice.kind !== 'amount' ? <p role="alert" className="text-sm text-red-700">{quoteError}</p> : null}
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-2 font-bold">روش پرداخت</legend>
        <label className={methodOption}>
          <input type="radio" name="pay-method" checked={method === 'gateway'} disabled={!usable.gateway} onChange={() => setMethod('gateway')} />
          درگاه بانکی
        </label>
        <label className={methodOption}>
          <input type="radio" name="pay-method" checked={method === 'wallet'} disabled={!usable.wallet} onChange={() => setMethod('wallet')} />
          {`کیف پول (موجودی ${formatTomanWithUnit(balance)})`}
        </label>
        <label className={methodOption}>
          <input type="radio" name="pay-method" checked={method === 'wallet_gateway'} disabled={!usable.wallet_gateway} onChange={() => setMethod('wallet_gateway')} />
          کیف پول و باقی با درگاه بانکی
        </label>
      </fieldset>
      {method !== 'wallet' ? <GatewayChoice options={loan.gateways} chosen={gateway} onChoose={setGateway} /> : null}
      <button
        type="button"
        className="self-start rounded-lg bg-brand px-5 py-2.5 font-bold text-white disabled:cursor-not-allowed disabled:opacity-50"
        disabled={!quote.data || Boolean(quoteError) || quote.isFetching || pay.isPending || !usable[method]}
        onClick={() => void submit()}
      >
        {quote.data ? `پرداخت ${formatTomanWithUnit(payable)}` : 'پرداخت'}
      </button>
    </section>
  );
}
