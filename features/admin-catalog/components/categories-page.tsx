'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, SelectField, TextareaField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { categoryBodySchema, type AdminCategory } from '@/lib/contracts/admin/taxonomy';
import { toPersianDigits } from '@/lib/format/digits';
import { useTaxonomy, useWriteTaxonomy } from '../api/taxonomy';
import { OwnerPicture } from './owner-picture';

const formSchema = categoryBodySchema.extend({ parentId: z.string().transform((v) => (v === '' ? null : Number(v))) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const defaultsOf = (c: AdminCategory | null): FormInput => ({
  title: c?.title ?? '',
  slug: c?.slug ?? '',
  parentId: c?.parentId ? String(c.parentId) : '',
  active: c?.active ?? true,
  showInHome: c?.showInHome ?? false,
  seoTitle: c?.seoTitle ?? '',
  seoDescription: c?.seoDescription ?? '',
});

function depthOf(list: AdminCategory[], c: AdminCategory): number {
  const byId = new Map(list.map((x) => [x.id, x]));
  let depth = 0;
  for (let at = c.parentId; at !== null && depth < 20; at = byId.get(at)?.parentId ?? null) depth++;
  return depth;
}

function CategoryForm({ editing, list, onDone }: { editing: AdminCategory | null; list: AdminCategory[]; onDone: () => void }) {
  const form = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: defaultsOf(editing) });
  const write = useWriteTaxonomy('categories');
  const submit = form.handleSubmit(async (input) => {
    try {
      toast.success(await write.mutateAsync(editing ? { op: 'update', id: editing.id, input } : { op: 'create', input }));
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'slug', 'parentId', 'seoTitle', 'seoDescription']));
    }
  });
  const { control } = form;
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `ویرایش ${editing.title}` : 'دسته تازه'} className="grid gap-3 rounded-xl border border-line bg-white p-4 md:grid-cols-3">
      <TextField control={control} name="title" label="نام دسته" required />
      <TextField control={control} name="slug" label="نشانی (slug)" hint="خالی بماند، از نام ساخته می‌شود." />
      <SelectField control={control} name="parentId" label="دسته بالاتر" placeholder="ریشه" options={list.filter((c) => c.id !== editing?.id).map((c) => ({ value: String(c.id), label: `${'— '.repeat(depthOf(list, c))}${c.title}` }))} />
      <TextField control={control} name="seoTitle" label="عنوان سئو" />
      <TextareaField control={control} name="seoDescription" label="توضیح سئو" rows={2} />
      <div className="flex flex-col gap-2">
        <CheckboxField control={control} name="active" label="فعال (در فروشگاه دیده می‌شود)" />
        <CheckboxField control={control} name="showInHome" label="در صفحه اصلی" />
      </div>
      <div className="flex gap-2 md:col-span-3 md:justify-end">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" pending={write.isPending}>
          {editing ? 'ذخیره دسته' : 'ساختن دسته'}
        </Button>
      </div>
    </form>
  );
}

/** The category tree: create, edit, move among siblings, delete an unused one. */
export function CategoriesPage() {
  const list = useTaxonomy('categories');
  const write = useWriteTaxonomy('categories');
  const canWrite = useAccess().can('catalog.write');
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminCategory | null>(null);
  const [dragging, setDragging] = useState<AdminCategory | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const run = async (action: Parameters<typeof write.mutateAsync>[0]) => {
    try {
      toast.success(await write.mutateAsync(action));
      return true;
    } catch (error) {
      toast.error(toApiError(error).message);
      return false;
    }
  };

  const rows = list.data ?? [];
  // A drop moves the dragged category to the target's place among the same parent's children; the buttons stay the
  // keyboard's way to do the same.
  const canDrop = (target: AdminCategory) => dragging !== null && dragging.id !== target.id && dragging.parentId === target.parentId;
  const drop = (target: AdminCategory) => {
    if (!dragging || !canDrop(target)) return;
    const siblings = rows.filter((c) => c.parentId === target.parentId).map((c) => c.id);
    const ids = siblings.filter((id) => id !== dragging.id);
    ids.splice(siblings.indexOf(target.id), 0, dragging.id);
    setDragging(null);
    setOver(null);
    void run({ op: 'reorder', parentId: target.parentId, ids });
  };
  return (
    <>
      <PageHeader
        title="دسته‌بندی‌ها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'دسته‌بندی‌ها' }]}
        description="ترتیب دسته‌ها در هر سطح را با کشیدن و رها کردن روی دسته‌ای هم‌سطح، یا با دکمه‌های بالا و پایین عوض کنید. دسته‌ای که کالا یا زیردسته دارد حذف نمی‌شود؛ آن را غیرفعال کنید."
        actions={canWrite ? <Button onClick={() => setEditing('new')}>دسته تازه</Button> : null}
      />
      <div className="flex flex-col gap-4">
        {editing ? <CategoryForm key={editing === 'new' ? 'new' : editing.id} editing={editing === 'new' ? null : editing} list={rows} onDone={() => setEditing(null)} /> : null}
        {list.error ? <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} /> : null}
        {list.isPending ? <TableSkeleton columns={3} /> : null}
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line bg-white" aria-label="درخت دسته‌ها">
          {rows.map((c) => (
            <li
              key={c.id}
              draggable={canWrite}
              onDragStart={(e) => {
                e.dataTransfer.effectAllowed = 'move';
                e.dataTransfer.setData('text/plain', String(c.id));
                setDragging(c);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                if (!canDrop(c)) return;
                e.preventDefault();
                setOver(c.id);
              }}
              onDragLeave={() => setOver((at) => (at === c.id ? null : at))}
              onDrop={(e) => {
                e.preventDefault();
                drop(c);
              }}
              className={`flex flex-wrap items-center justify-between gap-2 p-3 ${canWrite ? 'cursor-grab' : ''} ${dragging?.id === c.id ? 'opacity-50' : ''} ${over === c.id ? 'bg-brand/10 outline-2 outline-dashed outline-brand' : ''}`}
              style={{ paddingInlineStart: `${0.75 + depthOf(rows, c) * 1.5}rem` }}
            >
              <span>
                <span className="font-medium">{c.title}</span> <bdi className="text-xs text-muted">{c.slug}</bdi>
                <span className="ms-2 text-xs text-muted">{toPersianDigits(c.productCount)} کالا</span>
                {!c.active ? <span className="ms-2 text-xs text-red-700">غیرفعال</span> : null}
              </span>
              <OwnerPicture owner="categories" id={c.id} picture={c.picture} name={c.title} canWrite={canWrite} />
              {canWrite ? (
                <span className="flex gap-1">
                  <Button variant="ghost" aria-label={`${c.title} بالاتر`} onClick={() => void run({ op: 'move', id: c.id, direction: 'up' })}>
                    بالا
                  </Button>
                  <Button variant="ghost" aria-label={`${c.title} پایین‌تر`} onClick={() => void run({ op: 'move', id: c.id, direction: 'down' })}>
                    پایین
                  </Button>
                  <Button variant="ghost" aria-label={`ویرایش ${c.title}`} onClick={() => setEditing(c)}>
                    ویرایش
                  </Button>
                  <Button variant="ghost" aria-label={`حذف ${c.title}`} onClick={() => setRemoving(c)}>
                    حذف
                  </Button>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={removing !== null}
        title={`حذف «${removing?.title ?? ''}»`}
        confirmLabel="حذف"
        pending={write.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void run({ op: 'delete', id: removing!.id }).then((ok) => ok && setRemoving(null))}
      />
    </>
  );
}
