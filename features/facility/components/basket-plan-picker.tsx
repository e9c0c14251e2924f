'use client';

import { useState } from 'react';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { BasketAnswer, BasketTotals } from '@/lib/contracts/basket';
import { chooseBasketPlan } from '../api/choose-basket-plan';
import { useFacilityPlans } from '../api/get-facility-plans';
import { PlanChoice } from './plan-choice';
import { ScheduleDisclosure } from './schedule-disclosure';
import { lastInstalmentOf } from '@/lib/facility/schedule';

type Props = { totals: BasketTotals; onChanged: (answer: BasketAnswer) => void };

/** Buy the basket with a plan or in cash; the server answers the basket with its facility figures. */
export function BasketPlanPicker({ totals, onChanged }: Props) {
  const plans = useFacilityPlans().data ?? [];
  const [busy, setBusy] = useState(false);
  const plan = plans.find((p) => p.facilityName === totals.facilityName);
  const chosen = plan?.id ?? null;
  const months = plan?.months;

  async function choose(planId: number | null) {
    setBusy(true);
    try {
      onChanged(await chooseBasketPlan(planId));
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setBusy(false);
    }
  }

  if (plans.length === 0) return null;
  return (
    <div className="space-y-2 rounded-xl border border-line bg-white p-4" aria-busy={busy}>
      <PlanChoice name="basket-plan" legend="خرید اقساطی سبد" plans={plans} value={chosen} onChange={(id) => void choose(id)} disabled={busy} />
      {chosen !== null ? (
        <button type="button" className="text-sm text-brand-dark underline" onClick={() => void choose(null)} disabled={busy}>
          خرید نقدی
        </button>
      ) : null}
      {months && totals.showDetail ? <ScheduleDisclosure figures={{ ...totals, months, lastInstalment: lastInstalmentOf({ ...totals, months }) }} /> : null}
    </div>
  );
}
