'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import type { z } from 'zod';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, SelectField, TextField, TomanField } from '@/components/admin/form/fields';
import { TomanInput } from '@/components/admin/inputs/toman-input';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { FACILITY_KIND_TITLES, GUARANTEE_TITLES, facilityPlanBodySchema, type AdminFacilityPlan, type AdminFacilityPlans } from '@/lib/contracts/admin/facility-plans';
import { facilityFigures, facilityRefusalMessages } from '@/lib/facility/calculator';
import { instalmentSchedule } from '@/lib/facility/schedule';
import { toPersianDigits } from '@/lib/format/digits';
import { tehranIsoDay, toJalaliParts } from '@/lib/format/jalali';
import { formatPersianNumber } from '@/lib/format/money';
import { useFacilityPlans, useSavePlan, useSwitchPlan } from '../api/plans-api';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';

type Input = z.input<typeof facilityPlanBodySchema>;
type Output = z.output<typeof facilityPlanBodySchema>;
type Category = AdminFacilityPlans['categories'][number];

const EMPTY: Input = {
  kind: 'plan',
  name: '',
  parentTitle: 'طرح خرید اقساطی',
  months: '12',
  minPrepaymentPercent: '20',
  annualRatePercent: '23',
  guaranteeType: 'cheque',
  minLoan: 5_000_000,
  maxLoan: 200_000_000,
  categoryIds: [],
  active: true,
  sort: '0',
};

const inputOf = (p: AdminFacilityPlan): Input => ({
  kind: p.kind,
  name: p.name,
  parentTitle: p.parentTitle,
  months: String(p.months),
  minPrepaymentPercent: String(p.minPrepaymentPercent),
  annualRatePercent: String(p.annualRateBp / 100),
  guaranteeType: p.guaranteeType,
  minLoan: p.minLoan,
  maxLoan: p.maxLoan,
  categoryIds: p.categoryIds,
  active: p.active,
  sort: String(p.sort),
});

const percentOf = (bp: number) => `${formatPersianNumber(bp / 100, 2)}٪`;

/**
 * What a shopper's calculator would show for the sample price under the terms being typed: the same calculator and
 * schedule code the storefront runs (lib/facility), so the preview cannot drift from it.
 */
function PlanPreview({ control }: { control: Control<Input, unknown, Output> }) {
  const priceId = useId();
  const [price, setPrice] = useState<number | null>(60_000_000);
  const values = useWatch({ control });
  const parsed = facilityPlanBodySchema.safeParse(values);
  const terms = parsed.success
    ? { months: parsed.data.months, minPrepaymentPercent: parsed.data.minPrepaymentPercent, annualRateBp: Math.round(parsed.data.annualRatePercent * 100), minLoan: parsed.data.minLoan, maxLoan: parsed.data.maxLoan }
    : null;
  const result = terms && price ? facilityFigures(terms, price) : null;
  const schedule = result?.ok ? instalmentSchedule(result.figures, toJalaliParts(tehranIsoDay(new Date()))) : [];

  return (
    <section aria-labelledby={`${priceId}-title`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm">
      <h2 id={`${priceId}-title`} className="font-bold">
        پیش‌نمایش ماشین‌حساب
      </h2>
      <div className="flex max-w-xs flex-col gap-1">
        <label htmlFor={priceId} className="font-medium">
          قیمت نمونه (تومان)
        </label>
        <TomanInput id={priceId} value={price} onChange={setPrice} />
      </div>
      <div aria-live="polite" className="flex flex-col gap-3">
        {!terms ? (
          <p className="text-muted">شرایط طرح را کامل و درست وارد کنید تا ارقام دیده شوند.</p>
        ) : !price ? (
          <p className="text-muted">قیمت نمونه را وارد کنید.</p>
        ) : result && !result.ok ? (
          <p className="text-amber-900">{`با این قیمت: ${facilityRefusalMessages[result.reason]}`}</p>
        ) : result?.ok ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 md:grid-cols-3">
              {(
                [
                  ['پیش‌پرداخت', result.figures.prepayment],
                  ['مبلغ وام', result.figures.loanAmount],
                  ['قسط ماهانه', result.figures.amountPerMonth],
                  ['قسط آخر', result.figures.lastInstalment],
                  ['جمع اقساط', result.figures.finalRefundAmount],
                  ['هزینه خرید اقساطی', result.figures.facilityDeference],
                ] as const
              ).map(([label, amount]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-muted">{label}</dt>
                  <dd>
                    <Toman amount={amount} />
                  </dd>
                </div>
              ))}
            </dl>
            <div className="max-h-72 overflow-auto">
              <table className="w-full text-start">
                <caption className="text-start font-medium">{`جدول ${formatPersianNumber(schedule.length)} قسط (از امروز)`}</caption>
                <thead>
                  <tr className="text-muted">
                    <th scope="col" className="py-1 text-start font-normal">
                      قسط
                    </th>
                    <th scope="col" className="py-1 text-start font-normal">
                      سررسید
                    </th>
                    <th scope="col" className="py-1 text-start font-normal">
                      مبلغ
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {schedule.map((row) => (
                    <tr key={row.number} className="border-t border-line">
                      <td className="py-1">{toPersianDigits(row.number)}</td>
                      <td className="py-1">{toPersianDigits(row.jalali)}</td>
                      <td className="py-1">
                        <Toman amount={row.amount} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}

function CategoryChoice({ control, categories, disabled }: { control: Control<Input, unknown, Output>; categories: Category[]; disabled: boolean }) {
  const titles = new Map(categories.map((c) => [c.id, c.title]));
  return (
    <Controller
      control={control}
      name="categoryIds"
      render={({ field, fieldState }) => {
        const chosen = (field.value ?? []) as number[];
        return (
          <fieldset className="flex flex-col gap-2" aria-describedby={fieldState.error ? 'plan-categories-error' : 'plan-categories-hint'}>
            <legend className="text-sm font-medium">دسته‌ها</legend>
            <p id="plan-categories-hint" className="text-xs text-muted">
              هیچ دسته‌ای انتخاب نشود یعنی طرح برای همه کالاها است؛ یک دسته، زیردسته‌های مستقیمش را هم در بر می‌گیرد.
            </p>
            <div className="flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-auto">
              {categories.map((c) => (
                <label key={c.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    disabled={disabled}
                    checked={chosen.includes(c.id)}
                    onChange={(e) => field.onChange(e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))}
                  />
                  {c.parentId !== null ? `${titles.get(c.parentId) ?? ''} › ${c.title}` : c.title}
                </label>
              ))}
            </div>
            {fieldState.error ? (
              <p id="plan-categories-error" role="alert" className="text-xs text-red-700">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** Adds a plan, or changes the one being edited, beside the live preview of its figures. */
function PlanForm({ editing, categories, onDone }: { editing: AdminFacilityPlan | null; categories: Category[]; onDone: () => void }) {
  const save = useSavePlan();
  const canWrite = useAccess().can('credit.write');
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(facilityPlanBodySchema), defaultValues: editing ? inputOf(editing) : EMPTY });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(editing ? 'طرح ذخیره شد؛ درخواست‌های تازه با شرایط جدید محاسبه می‌شوند' : 'طرح افزوده شد');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['kind', 'name', 'parentTitle', 'months', 'minPrepaymentPercent', 'annualRatePercent', 'guaranteeType', 'minLoan', 'maxLoan', 'categoryIds', 'sort']));
    }
  });
  return (
    <div className="grid gap-4 xl:grid-cols-2">
      <form onSubmit={submit} noValidate aria-labelledby="plan-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
        <h2 id="plan-form-title" className="font-bold">
          {editing ? `${canWrite ? 'ویرایش' : 'شرایط'} طرح «${editing.name}»` : canWrite ? 'افزودن طرح' : 'پیش‌نمایش طرح'}
        </h2>
        <div className="grid gap-3 md:grid-cols-2">
          <SelectField control={form.control} name="kind" label="مسیر" required options={Object.entries(FACILITY_KIND_TITLES).map(([value, label]) => ({ value, label }))} disabled={!canWrite} />
          <SelectField control={form.control} name="guaranteeType" label="نوع ضمانت" required options={Object.entries(GUARANTEE_TITLES).map(([value, label]) => ({ value, label }))} disabled={!canWrite} />
          <TextField control={form.control} name="name" label="نام طرح" required maxLength={100} placeholder="اقساط ۱۲ ماهه" disabled={!canWrite} />
          <TextField control={form.control} name="parentTitle" label="عنوان گروه" required maxLength={100} disabled={!canWrite} />
          <TextField control={form.control} name="months" label="تعداد اقساط (ماه)" required inputMode="numeric" disabled={!canWrite} />
          <TextField control={form.control} name="minPrepaymentPercent" label="حداقل پیش‌پرداخت (درصد)" required inputMode="numeric" disabled={!canWrite} />
          <TextField control={form.control} name="annualRatePercent" label="نرخ سود سالانه (درصد)" required inputMode="decimal" hint="مثلا ۲۳ یا ۲۳٫۵" disabled={!canWrite} />
          <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" hint="کوچک‌تر، جلوتر." disabled={!canWrite} />
          <TomanField control={form.control} name="minLoan" label="حداقل مبلغ وام (تومان)" required disabled={!canWrite} />
          <TomanField control={form.control} name="maxLoan" label="حداکثر مبلغ وام (تومان)" required disabled={!canWrite} />
        </div>
        <CategoryChoice control={form.control} categories={categories} disabled={!canWrite} />
        <CheckboxField control={form.control} name="active" label="روشن (در فروشگاه پیشنهاد شود)" disabled={!canWrite} />
        <Can permission="credit.write">
          <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره طرح" addLabel="افزودن طرح" onCancel={onDone} />
        </Can>
      </form>
      <PlanPreview control={form.control} />
    </div>
  );
}

/** Instalment and leasing plans: the terms, switched on or off, and a live preview of what a shopper is offered. */
export function FacilityPlansPage() {
  const list = useFacilityPlans();
  const switchPlan = useSwitchPlan();
  const canWrite = useAccess().can('credit.write');
  const [editing, setEditing] = useState<AdminFacilityPlan | null>(null);
  const [switching, setSwitching] = useState<AdminFacilityPlan | null>(null);

  const confirmSwitch = async () => {
    if (!switching) return;
    try {
      await switchPlan.mutateAsync({ id: switching.id, active: !switching.active });
      toast.success(switching.active ? 'طرح خاموش شد و دیگر در فروشگاه پیشنهاد نمی‌شود' : 'طرح روشن شد و در فروشگاه پیشنهاد می‌شود');
    } catch (error) {
      toast.error(toApiError(error).message);
    } finally {
      setSwitching(null);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="طرح‌های اقساط و لیزینگ"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'طرح‌های اقساط' }]}
        description="شرایط هر طرح و روشن یا خاموش بودن آن. تغییر همان لحظه در فروشگاه دیده می‌شود؛ درخواست‌های ثبت‌شده ارقام خود را نگه می‌دارند."
      />
      {list.isPending ? (
        <Skeleton className="h-96" />
      ) : list.isError ? (
        <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <PlanForm key={editing?.id ?? 'new'} editing={editing} categories={list.data.categories} onDone={() => setEditing(null)} />
          {list.data.plans.length === 0 ? (
            <EmptyState title="هنوز طرحی نیست" />
          ) : (
            <section aria-labelledby="plans-title" className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
              <h2 id="plans-title" className="font-bold">
                {`طرح‌ها (${formatPersianNumber(list.data.plans.length)})`}
              </h2>
              <ul className="flex flex-col divide-y divide-line">
                {list.data.plans.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
                    <span className="flex min-w-40 flex-1 flex-col">
                      <span className="font-medium">{p.name}</span>
                      <span className="text-xs text-muted">{`${p.parentTitle} · ${FACILITY_KIND_TITLES[p.kind]}`}</span>
                    </span>
                    <dl className="flex flex-wrap gap-x-4 gap-y-1">
                      {(
                        [
                          ['اقساط', `${formatPersianNumber(p.months)} ماه`],
                          ['پیش‌پرداخت', `${formatPersianNumber(p.minPrepaymentPercent)}٪`],
                          ['سود سالانه', percentOf(p.annualRateBp)],
                          ['ضمانت', GUARANTEE_TITLES[p.guaranteeType]],
                          ['درخواست‌ها', formatPersianNumber(p.requests)],
                        ] as const
                      ).map(([label, value]) => (
                        <div key={label} className="flex gap-1">
                          <dt className="text-muted">{`${label}:`}</dt>
                          <dd>{value}</dd>
                        </div>
                      ))}
                      <div className="flex gap-1">
                        <dt className="text-muted">وام:</dt>
                        <dd>
                          <Toman amount={p.minLoan} />
                          {' تا '}
                          <Toman amount={p.maxLoan} />
                        </dd>
                      </div>
                    </dl>
                    <span className={p.active ? 'text-emerald-800' : 'text-muted'}>{p.active ? 'روشن' : 'خاموش'}</span>
                    <span className="flex gap-2">
                      <Button variant="secondary" onClick={() => setEditing(p)} aria-label={`${canWrite ? 'ویرایش' : 'پیش‌نمایش'} ${p.name}`}>
                        {canWrite ? 'ویرایش' : 'پیش‌نمایش'}
                      </Button>
                      <Can permission="credit.write">
                        <Button variant="ghost" onClick={() => setSwitching(p)} aria-label={`${p.active ? 'خاموش کردن' : 'روشن کردن'} ${p.name}`}>
                          {p.active ? 'خاموش کن' : 'روشن کن'}
                        </Button>
                      </Can>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <ConfirmDialog
        open={switching !== null}
        title={switching?.active ? 'طرح خاموش شود؟' : 'طرح روشن شود؟'}
        confirmLabel={switching?.active ? 'خاموش کن' : 'روشن کن'}
        tone={switching?.active ? 'danger' : 'primary'}
        pending={switchPlan.isPending}
        onConfirm={() => void confirmSwitch()}
        onCancel={() => setSwitching(null)}
      >
        {switching?.active
          ? `«${switching.name}» از فهرست طرح‌های فروشگاه برداشته می‌شود و برای سبد یا درخواست تازه انتخاب نمی‌شود. درخواست‌های ثبت‌شده ادامه می‌یابند.`
          : switching
            ? `«${switching.name}» دوباره در فروشگاه پیشنهاد می‌شود.`
            : null}
      </ConfirmDialog>
    </div>
  );
}
