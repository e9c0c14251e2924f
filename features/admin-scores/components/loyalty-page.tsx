'use client';

import { useState, type FormEvent } from 'react';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { TomanInput } from '@/components/admin/inputs/toman-input';
import { PageHeader } from '@/components/admin/page-header';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { loyaltySettingsSchema, TOMAN_PER_POINT, type LoyaltySettings } from '@/lib/contracts/scores';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatToman } from '@/lib/format/money';
import { useLoyalty, useSaveLoyalty } from '../api/loyalty-api';

/** How customers spend loyalty points: each point's worth in wallet credit and the fewest spent at once. */
export function LoyaltyPage() {
  const loyalty = useLoyalty();
  return (
    <div className="space-y-4">
      <PageHeader
        title="امتیاز مشتریان"
        description={`هر ${formatToman(TOMAN_PER_POINT)} تومان خرید پرداخت‌شده ${toPersianDigits(1)} امتیاز است. مشتری امتیازش را در داشبورد به اعتبار کیف پول تبدیل می‌کند.`}
      />
      {loyalty.isError ? <ErrorState message={loyalty.error.message || FALLBACK_ERROR} onRetry={() => void loyalty.refetch()} /> : null}
      {loyalty.data ? <LoyaltyForm key={JSON.stringify(loyalty.data)} saved={loyalty.data} /> : null}
    </div>
  );
}

function LoyaltyForm({ saved }: { saved: LoyaltySettings }) {
  const canWrite = useAccess().can('customers.write');
  const [enabled, setEnabled] = useState(saved.enabled);
  const [tomanPerPoint, setTomanPerPoint] = useState<number | null>(saved.tomanPerPoint);
  const [minPoints, setMinPoints] = useState(String(saved.minPoints));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveLoyalty();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const min = toLatinDigits(minPoints).trim();
    const parsed = loyaltySettingsSchema.safeParse({ enabled, tomanPerPoint: tomanPerPoint ?? undefined, minPoints: min === '' ? undefined : Number(min) });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? FALLBACK_ERROR);
    setProblem(null);
    try {
      toast.success(await save.mutateAsync(parsed.data));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="خرج امتیاز" className="max-w-lg space-y-3 rounded-xl border border-line bg-white p-4 text-sm">
      <fieldset disabled={!canWrite} className="space-y-3">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
          مشتری بتواند امتیاز را به اعتبار کیف پول تبدیل کند
        </label>
        <label className="block">
          ارزش هر امتیاز (تومان)
          <TomanInput value={tomanPerPoint} onChange={setTomanPerPoint} className="mt-1 block w-full rounded-lg border border-line p-2" />
        </label>
        <label className="block">
          کمترین امتیاز قابل تبدیل
          <input value={minPoints} inputMode="numeric" dir="ltr" onChange={(e) => setMinPoints(e.target.value)} className="mt-1 block w-full rounded-lg border border-line p-2" />
        </label>
      </fieldset>
      {problem ? <p role="alert" className="text-brand-dark">{problem}</p> : null}
      {canWrite ? <Button type="submit" pending={save.isPending}>ذخیره</Button> : null}
    </form>
  );
}
