'use client';

import { useState } from 'react';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import type { FacilityPlan } from '@/lib/contracts/facility';
import { toLatinDigits } from '@/lib/format/digits';
import { formatTomanWithUnit } from '@/lib/format/money';
import { inputClass } from './field';

/** /loanlanding and /beta: choose an amount and a plan, see the prepayment, instalment and total (the one calculator). */
export function LoanCalculator({ plans }: { plans: readonly FacilityPlan[] }) {
  const [amount, setAmount] = useState('50000000');
  const [planId, setPlanId] = useState(plans[0]?.id ?? 0);
  const plan = plans.find((p) => p.id === planId);
  const price = Number(toLatinDigits(amount).replace(/[\s,٬]/g, ''));
  const result =
    plan && Number.isSafeInteger(price) && price > 0
      ? facilityFigures({ months: plan.months, minPrepaymentPercent: plan.minPrepaymentPercent, annualRateBp: plan.annualRateBp, minLoan: plan.minLoanAmount, maxLoan: plan.maxLoanAmount }, price)
      : null;
  return (
    <section aria-labelledby="calc-title" className="space-y-4 rounded-xl border border-line bg-white p-4">
      <h2 id="calc-title" className="text-lg font-bold">محاسبه اقساط</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          مبلغ خرید (تومان)
          <input className={inputClass} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          طرح اقساطی
          <select className={inputClass} value={planId} onChange={(e) => setPlanId(Number(e.target.value))}>
            {plans.map((p) => (
              <option key={p.id} value={p.id}>{p.facilityName}</option>
            ))}
          </select>
        </label>
      </div>
      <output aria-live="polite" className="block">
        {result?.ok ? (
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            {([
              ['پیش‌پرداخت', result.figures.prepayment],
              ['قسط ماهانه', result.figures.amountPerMonth],
              ['مجموع پرداختی', result.figures.prepayment + result.figures.finalRefundAmount],
            ] as const).map(([label, value]) => (
              <div key={label} className="rounded-lg bg-gray-50 p-3">
                <dt>{label}</dt>
                <dd className="font-bold">{formatTomanWithUnit(value)}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-sm text-red-700">{result ? facilityRefusalMessages[result.reason] : 'مبلغ را به تومان وارد کنید'}</p>
        )}
      </output>
    </section>
  );
}
