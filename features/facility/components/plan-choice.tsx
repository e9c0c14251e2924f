import type { FacilityPlan } from '@/lib/contracts/facility';
import { toPersianDigits } from '@/lib/format/digits';

type Props = { name: string; plans: readonly FacilityPlan[]; value: number | null; onChange: (id: number) => void; disabled?: boolean; legend: string };

/** One radio per plan, by its months (a fieldset, so screen readers hear the choice as one group). */
export function PlanChoice({ name, plans, value, onChange, disabled, legend }: Props) {
  return (
    <fieldset className="space-y-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-bold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {plans.map((p) => (
          <label key={p.id} className={`cursor-pointer rounded-lg border px-3 py-2 text-sm ${value === p.id ? 'border-brand bg-brand/10 font-bold' : 'border-line'}`}>
            <input type="radio" name={name} className="sr-only" checked={value === p.id} onChange={() => onChange(p.id)} />
            {p.facilityName}
            <span className="ms-1 text-xs text-gray-600">({toPersianDigits(String(p.minPrepaymentPercent))}٪ پیش پرداخت)</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
