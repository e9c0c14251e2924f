'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, TextField, TomanField } from '@/components/admin/form/fields';
import { RichTextField } from '@/components/admin/form/rich-text-field';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { insuranceBodySchema, type AdminInsurance } from '@/lib/contracts/admin/taxonomy';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { useTaxonomy, useWriteTaxonomy } from '../api/taxonomy';
import { OwnerPicture } from './owner-picture';

const whole = z.string().transform((s) => (s.trim() === '' ? Number.NaN : Number(toLatinDigits(s.trim()))));
const formSchema = insuranceBodySchema.extend({
  ratePerMille: whole,
  discountPercent: whole,
  months: whole,
  minPrice: z.number({ error: 'کمترین حق بیمه را بنویسید' }).nullable().transform((v) => v ?? Number.NaN),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaultsOf = (p: AdminInsurance | null): FormInput => ({
  title: p?.title ?? '',
  company: p?.company ?? '',
  coverage: p?.coverage ?? '',
  termsAndConditions: p?.termsAndConditions ?? '',
  ratePerMille: String(p?.ratePerMille ?? 20),
  minPrice: p?.minPrice ?? null,
  discountPercent: String(p?.discountPercent ?? 0),
  months: String(p?.months ?? 12),
  active: p?.active ?? true,
});

function InsuranceForm({ editing, onDone }: { editing: AdminInsurance | null; onDone: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(editing) });
  const write = useWriteTaxonomy('insurancePlans');
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success(await write.mutateAsync(editing ? { op: 'update', id: editing.id, input } : { op: 'create', input }));
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'company', 'coverage', 'termsAndConditions', 'ratePerMille', 'minPrice', 'discountPercent', 'months']));
    }
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `ویرایش ${editing.title}` : 'طرح بیمه تازه'} className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-4">
      <TextField control={control} name="title" label="نام طرح" required />
      <TextField control={control} name="company" label="بیمه‌گر" required />
      <TextField control={control} name="ratePerMille" label="نرخ (در هزارِ قیمت گوشی)" inputMode="numeric" required hint="۲۰ یعنی ۲ درصد قیمت" />
      <TomanField control={control} name="minPrice" label="کمترین حق بیمه (تومان)" required />
      <TextField control={control} name="discountPercent" label="درصد تخفیف" inputMode="numeric" />
      <TextField control={control} name="months" label="مدت (ماه)" inputMode="numeric" />
      <CheckboxField control={control} name="active" label="پیشنهاد می‌شود (فعال)" />
      <div className="md:col-span-4 grid gap-3 md:grid-cols-2">
        <RichTextField control={control} name="coverage" label="پوشش" />
        <RichTextField control={control} name="termsAndConditions" label="شرایط" />
      </div>
      <div className="flex gap-2 md:col-span-4 md:justify-end">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" pending={write.isPending}>
          {editing ? 'ذخیره طرح' : 'ساختن طرح'}
        </Button>
      </div>
    </form>
  );
}

/** Insurance plans: create and edit; a plan is switched off rather than deleted, as orders name it. */
export function InsurancePage() {
  const list = useTaxonomy('insurancePlans');
  const canWrite = useAccess().can('catalog.write');
  const [editing, setEditing] = useState<AdminInsurance | 'new' | null>(null);
  return (
    <>
      <PageHeader
        title="طرح‌های بیمه"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'طرح‌های بیمه' }]}
        description="حق بیمه هر گوشی: نرخ در هزارِ قیمت آن، نه کمتر از کمترین حق بیمه، منهای تخفیف. کدام کالا کدام طرح را پیشنهاد کند، در صفحه کالا انتخاب می‌شود."
        actions={canWrite ? <Button onClick={() => setEditing('new')}>طرح تازه</Button> : null}
      />
      <div className="flex flex-col gap-4">
        {editing ? <InsuranceForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {list.error ? <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <TableSkeleton columns={4} /> : null}
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label="طرح‌های بیمه">
          {(list.data ?? []).map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-medium">{p.title}</span> <span className="text-xs text-muted">{p.company}</span>
                <span className="ms-2 text-xs text-muted">
                  {toPersianDigits(p.ratePerMille)} در هزار، کمینه <Toman amount={p.minPrice} />، {toPersianDigits(p.productCount)} کالا
                </span>
                {!p.active ? <span className="ms-2 text-xs text-red-700">غیرفعال</span> : null}
              </span>
              <OwnerPicture owner="insurancePlans" id={p.id} picture={p.picture} name={p.title} canWrite={canWrite} />
              {canWrite ? (
                <Button variant="ghost" aria-label={`ویرایش ${p.title}`} onClick={() => setEditing(p)}>
                  ویرایش
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
