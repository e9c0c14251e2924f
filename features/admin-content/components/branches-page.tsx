'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, SelectField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { ListState } from '@/components/admin/list-state';
import { toast } from '@/components/toasts';
import { BRANCH_KINDS, branchBodySchema, type AdminBranch } from '@/lib/contracts/admin/branches';
import type { Province } from '@/lib/contracts/geo';
import { toPersianDigits } from '@/lib/format/digits';
import { useAdminBranches, useBranchProvinces, useSaveBranch } from '../api/branches-api';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';

type Input = z.input<typeof branchBodySchema>;
type Output = z.output<typeof branchBodySchema>;

const EMPTY: Input = { title: '', kind: 'branch', provinceId: '', cityId: '', address: '', tell: '', workingHours: '', mapUrl: '', active: true, sort: '0' };
const inputOf = (b: AdminBranch): Input => ({ ...b, provinceId: String(b.provinceId), cityId: String(b.cityId), mapUrl: b.mapUrl ?? '', sort: String(b.sort) });

function BranchForm({ provinces, editing, onDone }: { provinces: Province[]; editing: AdminBranch | null; onDone: () => void }) {
  const save = useSaveBranch();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(branchBodySchema), defaultValues: editing ? inputOf(editing) : EMPTY });
  const provinceId = Number(useWatch({ control: form.control, name: 'provinceId' }));
  const cities = provinces.find((p) => p.id === provinceId)?.cities ?? [];
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success('شعبه ذخیره شد و در صفحه شعبه‌ها دیده می‌شود');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'kind', 'provinceId', 'cityId', 'address', 'tell', 'workingHours', 'mapUrl', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="branch-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="branch-form-title" className="font-bold">
        {editing ? `ویرایش «${editing.title}»` : 'افزودن شعبه'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <TextField control={form.control} name="title" label="نام" required maxLength={80} />
        <SelectField control={form.control} name="kind" label="نوع" required options={Object.entries(BRANCH_KINDS).map(([value, label]) => ({ value, label }))} />
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" hint="کوچک‌تر، بالاتر." />
        <SelectField control={form.control} name="provinceId" label="استان" required placeholder="انتخاب استان" options={provinces.map((p) => ({ value: String(p.id), label: p.title }))} />
        <SelectField control={form.control} name="cityId" label="شهر" required placeholder="انتخاب شهر" options={cities.map((c) => ({ value: String(c.id), label: c.title }))} />
        <TextField control={form.control} name="tell" label="تلفن" required inputMode="tel" dir="ltr" placeholder="۰۲۱۸۸۷۷۶۶۵۵" />
        <TextField control={form.control} name="address" label="نشانی" required maxLength={300} />
        <TextField control={form.control} name="workingHours" label="ساعت کاری" required maxLength={120} hint="مثل: شنبه تا چهارشنبه ۹ تا ۱۸" />
        <TextField control={form.control} name="mapUrl" label="پیوند نقشه (اختیاری)" dir="ltr" placeholder="https://nshn.ir/…" hint="پیوند اشتراک نشان، بلد یا گوگل‌مپ." />
      </div>
      <CheckboxField control={form.control} name="active" label="نمایش در فروشگاه" hint="شعبه خاموش در صفحه شعبه‌ها، تحویل حضوری و نوبت مدارک پیشنهاد نمی‌شود." />
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره شعبه" addLabel="افزودن شعبه" onCancel={onDone} />
    </form>
  );
}

/** The shop's branches and agencies, as /agency, pickup and the appointment step list them. */
export function BranchesPage() {
  const list = useAdminBranches();
  const provinces = useBranchProvinces();
  const [editing, setEditing] = useState<AdminBranch | null>(null);
  const places = new Map((provinces.data ?? []).flatMap((p) => p.cities.map((c) => [c.id, `${p.title}، ${c.title}`] as const)));

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="شعبه‌ها و نمایندگی‌ها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'شعبه‌ها و نمایندگی‌ها' }]}
        description="نشانی، تلفن، ساعت کاری و پیوند نقشه هر شعبه. ظرفیت نوبت مدارک هر شعبه در صفحه نوبت‌ها تعیین می‌شود."
        actions={
          <a href="/agency" target="_blank" rel="noreferrer" className="text-sm text-brand-dark underline">
            دیدن صفحه
          </a>
        }
      />
      <Can permission="content.write">
        {provinces.data ? <BranchForm key={editing?.id ?? 'new'} provinces={provinces.data} editing={editing} onDone={() => setEditing(null)} /> : null}
      </Can>
      <ListState query={list} empty="هنوز شعبه‌ای نیست">
        {(rows) => (
          <section aria-label="شعبه‌ها" className="rounded-xl border border-line bg-white p-4 text-sm">
            <ul className="flex flex-col divide-y divide-line">
              {rows.map((b) => (
                <li key={b.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="flex min-w-48 flex-1 flex-col gap-1">
                    <span className="font-medium">{`${b.title} (${BRANCH_KINDS[b.kind]})`}</span>
                    <span className="text-muted">{`${places.get(b.cityId) ?? ''} — ${b.address}`}</span>
                    <span className="text-muted">
                      <bdi dir="ltr">{toPersianDigits(b.tell)}</bdi>
                      {` · ${b.workingHours}`}
                    </span>
                  </span>
                  {b.mapUrl ? (
                    <a href={b.mapUrl} target="_blank" rel="noopener noreferrer" className="text-brand-dark underline">
                      نقشه<span className="sr-only">{` ${b.title}`}</span>
                    </a>
                  ) : null}
                  <span>{b.takesAppointments ? 'نوبت مدارک می‌گیرد' : 'بدون نوبت مدارک'}</span>
                  <span className={b.active ? 'text-emerald-800' : 'text-muted'}>{b.active ? 'فعال' : 'خاموش'}</span>
                  <Can permission="content.write">
                    <Button variant="secondary" onClick={() => setEditing(b)} aria-label={`ویرایش ${b.title}`}>
                      ویرایش
                    </Button>
                  </Can>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ListState>
    </div>
  );
}
