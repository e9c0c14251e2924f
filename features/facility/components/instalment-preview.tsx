'use client';

import Link from 'next/link';
import { useState } from 'react';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import type { FacilityPlan } from '@/lib/contracts/facility';
import { FacilityFiguresList } from './facility-figures';
import { PlanChoice } from './plan-choice';
import { ScheduleDisclosure } from './schedule-disclosure';

const termsOf = (p: FacilityPlan) => ({ months: p.months, minPrepaymentPercent: p.minPrepaymentPercent, annualRateBp: p.annualRateBp, minLoan: p.minLoanAmount, maxLoan: p.maxLoanAmount });

/** The product page's instalment preview: the same calculator as the basket and the loan request. */
export function InstalmentPreview({ plans, price }: { plans: readonly FacilityPlan[]; price: number }) {
  const [planId, setPlanId] = useState<number | null>(plans.find((p) => p.months === 12)?.id ?? plans[0]?.id ?? null);
  const plan = plans.find((p) => p.id === planId);
  if (!plan || price <= 0) return null;
  const result = facilityFigures(termsOf(plan), price);
  return (
    <section aria-labelledby="instalment-preview" className="space-y-3 rounded-xl border border-line bg-white p-4">
      <h2 id="instalment-preview" className="font-bold">خرید اقساطی</h2>
      <PlanChoice name="preview-plan" legend="مدت بازپرداخت" plans={plans} value={planId} onChange={setPlanId} />
      {result.ok ? (
        <>
          <FacilityFiguresList figures={result.figures} />
          <ScheduleDisclosure figures={result.figures} />
        </>
      ) : (
        <p className="text-sm text-red-700">{facilityRefusalMessages[result.reason]}</p>
      )}
      <Link href="/planloanguide" className="text-sm text-brand-dark underline">شرایط و مدارک خرید اقساطی</Link>
    </section>
  );
}
