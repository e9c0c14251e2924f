'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { RowActions } from '@/components/admin/row-actions';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, TextareaField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { brandBodySchema, type AdminBrand } from '@/lib/contracts/admin/taxonomy';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { useTaxonomy, useWriteTaxonomy } from '../api/taxonomy';
import { OwnerPicture } from './owner-picture';

const formSchema = brandBodySchema.extend({
  aliases: z.string().transform((s) => s.split('\n').map((l) => l.trim()).filter(Boolean)),
  sort: z.string().transform((s) => Number(toLatinDigits(s.trim() || '0'))),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaultsOf = (b: AdminBrand | null): FormInput => ({ title: b?.title ?? '', titleEn: b?.titleEn ?? '', slug: b?.slug ?? '', aliases: (b?.aliases ?? []).join('\n'), active: b?.active ?? true, sort: String(b?.sort ?? 0) });

function BrandForm({ editing, onDone }: { editing: AdminBrand | null; onDone: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(editing) });
  const write = useWriteTaxonomy('brands');
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success(await write.mutateAsync(editing ? { op: 'update', id: editing.id, input } : { op: 'create', input }));
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'titleEn', 'slug', 'aliases', 'sort']));
    }
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `ویرایش ${editing.title}` : 'برند تازه'} className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-3">
      <TextField control={control} name="title" label="نام برند" required />
      <TextField control={control} name="titleEn" label="نام لاتین" dir="ltr" required />
      <TextField control={control} name="slug" label="نشانی (slug)" hint="خالی بماند، از نام لاتین ساخته می‌شود." />
      <TextareaField control={control} name="aliases" label="نام‌های دیگر برای جست‌وجو" rows={3} hint="هر نام در یک سطر" />
      <TextField control={control} name="sort" label="ترتیب" inputMode="numeric" />
      <CheckboxField control={control} name="active" label="فعال" />
      <div className="flex gap-2 md:col-span-3 md:justify-end">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" pending={write.isPending}>
          {editing ? 'ذخیره برند' : 'ساختن برند'}
        </Button>
      </div>
    </form>
  );
}

/** Brands: create, edit, deactivate; a brand without products may be deleted. */
export function BrandsPage() {
  const list = useTaxonomy('brands');
  const write = useWriteTaxonomy('brands');
  const canWrite = useAccess().can('catalog.write');
  const [editing, setEditing] = useState<AdminBrand | 'new' | null>(null);
  const remove = async (b: AdminBrand) => {
    try {
      toast.success(await write.mutateAsync({ op: 'delete', id: b.id }));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return (
    <>
      <PageHeader title="برندها" breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'برندها' }]} actions={canWrite ? <Button onClick={() => setEditing('new')}>برند تازه</Button> : null} />
      <div className="flex flex-col gap-4">
        {editing ? <BrandForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
        {list.error ? <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <TableSkeleton columns={4} /> : null}
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label="برندها">
          {(list.data ?? []).map((b) => (
            <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span>
                <span className="font-medium">{b.title}</span> <bdi className="text-xs text-muted">{b.titleEn}</bdi>
                <span className="ms-2 text-xs text-muted">{toPersianDigits(b.productCount)} کالا</span>
                {!b.active ? <span className="ms-2 text-xs text-red-700">غیرفعال</span> : null}
              </span>
              <OwnerPicture owner="brands" id={b.id} picture={b.picture} name={b.title} canWrite={canWrite} />
              {canWrite ? (
                <RowActions name={b.title} onEdit={() => setEditing(b)} onRemove={b.productCount === 0 ? () => void remove(b) : undefined} />
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
