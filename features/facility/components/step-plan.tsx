'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { planStepFormSchema, type FacilityPlan, type PlanRequest } from '@/lib/contracts/facility';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import { planTermsText } from '@/lib/facility/plan-terms';
import { lastInstalmentOf } from '@/lib/facility/schedule';
import { toLatinDigits } from '@/lib/format/digits';
import { errorProps, Field, inputClass, primaryButton } from './field';
import { FacilityFiguresList } from './facility-figures';
import { PlanChoice } from './plan-choice';
import { ScheduleDisclosure } from './schedule-disclosure';

export type PlanStepValues = { planId: number; fromBasket: boolean; amount?: number };
type Props = { plans: readonly FacilityPlan[]; request: PlanRequest | null; busy: boolean; errors: Record<string, string>; onSave: (values: PlanStepValues) => void };

type Input = z.input<typeof planStepFormSchema>;
type Output = z.output<typeof planStepFormSchema>;

const amountOf = (v: unknown) => Number(toLatinDigits(String(v ?? '')).replace(/[^0-9]/g, '')) || 0;
const termsOf = (plan: FacilityPlan) => ({ months: plan.months, minPrepaymentPercent: plan.minPrepaymentPercent, annualRateBp: plan.annualRateBp, minLoan: plan.minLoanAmount, maxLoan: plan.maxLoanAmount });

/** Step 1 (step 0 on the wire): the plan and the amount, from the basket or typed in, with its schedule before saving. */
export function StepPlan({ plans, request, busy, errors: serverErrors, onSave }: Props) {
  const { control, register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(planStepFormSchema),
    mode: 'onTouched',
    defaultValues: {
      planId: request?.planId ?? plans.find((p) => p.months === 12)?.id ?? undefined,
      fromBasket: request?.fromBasket === false ? 'false' : 'true',
      amount: request && !request.fromBasket ? request.price.toLocaleString('fa-IR') : undefined,
    },
  });
  const [planId, fromBasket, typed] = useWatch({ control, name: ['planId', 'fromBasket', 'amount'] });
  const plan = plans.find((p) => p.id === planId);
  const amount = amountOf(typed);
  const preview = plan && fromBasket === 'false' && amount > 0 ? facilityFigures(termsOf(plan), amount) : null;
  const saved = request && { ...request, facilityDeference: request.prepayment + request.finalRefundAmount - request.price };
  const amountError = formState.errors.amount?.message ?? serverErrors.amount;

  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit((v) => onSave({ planId: v.planId, fromBasket: v.fromBasket, amount: v.fromBasket ? undefined : v.amount }))}>
      <Controller
        control={control}
        name="planId"
        render={({ field }) => (
          <PlanChoice name="plan" legend="طرح اقساطی" plans={plans} value={typeof field.value === 'number' ? field.value : null} onChange={field.onChange} disabled={busy} />
        )}
      />
      {plan ? (
        <ul className="space-y-1 text-xs text-muted">
          {Object.values(planTermsText(plan)).map((line) => <li key={line}>{line}</li>)}
        </ul>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="mb-2 text-sm font-bold">مبلغ خرید</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="true" {...register('fromBasket')} /> کالاهای سبد خرید
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" value="false" {...register('fromBasket')} /> مبلغ دلخواه
        </label>
      </fieldset>
      {fromBasket === 'false' ? (
        <Field id="amount" label="مبلغ (تومان)" error={amountError}>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <input
                id="amount"
                inputMode="numeric"
                className={inputClass}
                value={amountOf(field.value) ? amountOf(field.value).toLocaleString('fa-IR') : ''}
                onChange={(e) => field.onChange(e.target.value)}
                onBlur={field.onBlur}
                {...errorProps('amount', amountError)}
              />
            )}
          />
        </Field>
      ) : null}
      {preview ? (
        preview.ok ? (
          <>
            <FacilityFiguresList figures={preview.figures} />
            <ScheduleDisclosure figures={preview.figures} />
          </>
        ) : (
          <p className="text-sm text-red-700">{facilityRefusalMessages[preview.reason]}</p>
        )
      ) : saved ? (
        <>
          <FacilityFiguresList figures={saved} />
          <ScheduleDisclosure figures={{ ...saved, lastInstalment: lastInstalmentOf(saved) }} />
        </>
      ) : null}
      <button type="submit" className={primaryButton} disabled={busy || planId === undefined}>ثبت و ادامه</button>
    </form>
  );
}
