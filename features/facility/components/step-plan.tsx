'use client';

import { useState } from 'react';
import type { FacilityPlan, PlanRequest } from '@/lib/contracts/facility';
import { toLatinDigits } from '@/lib/format/digits';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import { errorProps, Field, inputClass, primaryButton } from './field';
import { FacilityFiguresList } from './facility-figures';
import { PlanChoice } from './plan-choice';

export type PlanStepValues = { planId: number; fromBasket: boolean; amount?: number };
type Props = { plans: readonly FacilityPlan[]; request: PlanRequest | null; busy: boolean; errors: Record<string, string>; onSave: (values: PlanStepValues) => void };

const digitsOnly = (v: string) => Number(toLatinDigits(v).replace(/[^0-9]/g, '')) || 0;

/** Step 1 (step 0 on the wire): the plan and the amount, from the basket or typed in. */
export function StepPlan({ plans, request, busy, errors, onSave }: Props) {
  const [planId, setPlanId] = useState<number | null>(request?.planId ?? plans.find((p) => p.months === 12)?.id ?? null);
  const [fromBasket, setFromBasket] = useState(request?.fromBasket ?? true);
  const [amount, setAmount] = useState(request && !request.fromBasket ? request.price : 0);
  const plan = plans.find((p) => p.id === planId);
  const preview = plan && !fromBasket && amount > 0
    ? facilityFigures({ months: plan.months, minPrepaymentPercent: plan.minPrepaymentPercent, annualRateBp: plan.annualRateBp, minLoan: plan.minLoanAmount, maxLoan: plan.maxLoanAmount }, amount)
    : null;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (planId !== null) onSave({ planId, fromBasket, amount: fromBasket ? undefined : amount });
      }}
    >
      <PlanChoice name="plan" legend="طرح اقساطی" plans={plans} value={planId} onChange={setPlanId} disabled={busy} />
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-bold">مبلغ خرید</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="source" checked={fromBasket} onChange={() => setFromBasket(true)} /> کالاهای سبد خرید
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="source" checked={!fromBasket} onChange={() => setFromBasket(false)} /> مبلغ دلخواه
        </label>
      </fieldset>
      {!fromBasket ? (
        <Field id="amount" label="مبلغ (تومان)" error={errors.amount}>
          <input id="amount" inputMode="numeric" className={inputClass} value={amount ? amount.toLocaleString('fa-IR') : ''} onChange={(e) => setAmount(digitsOnly(e.target.value))} {...errorProps('amount', errors.amount)} />
        </Field>
      ) : null}
      {preview ? (
        preview.ok ? <FacilityFiguresList figures={preview.figures} /> : <p className="text-sm text-red-700">{facilityRefusalMessages[preview.reason]}</p>
      ) : request ? (
        <FacilityFiguresList figures={{ ...request, facilityDeference: request.prepayment + request.finalRefundAmount - request.price }} />
      ) : null}
      <button type="submit" className={primaryButton} disabled={busy || planId === null}>ثبت و ادامه</button>
    </form>
  );
}
