'use client';

import { useState, type FormEvent } from 'react';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { inputClass } from '@/components/admin/form/field';
import { PageHeader } from '@/components/admin/page-header';
import { TableSkeleton } from '@/components/admin/skeleton';
import { ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { CatalogOptions } from '@/lib/contracts/admin/products';
import { useCatalogOptions } from '../api/get-catalog-options';
import { useSaveAttributeValue } from '../api/save-attribute-value';

type Attribute = CatalogOptions['attributes'][number];
type Value = Attribute['values'][number];

/** One value's form: a new one for the attribute, or an existing one to change. */
function ValueForm({ attribute, value, onDone }: { attribute: Attribute; value?: Value; onDone?: () => void }) {
  const colour = attribute.type === 1;
  const [title, setTitle] = useState(value?.title ?? '');
  const [text, setText] = useState(value?.value ?? (colour ? '#000000' : ''));
  const save = useSaveAttributeValue();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = { title: title.trim(), value: colour ? text : text.trim() || title.trim(), sort: 0 };
    try {
      toast.success(await save.mutateAsync(value ? { id: value.id, input } : { attributeId: attribute.id, input }));
      if (!value) setTitle('');
      onDone?.();
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const name = value ? `ویرایش ${value.title}` : `مقدار تازه برای ${attribute.title}`;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={name} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col gap-1 text-sm">
        نام
        <input className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
      </label>
      {colour ? (
        <label className="flex flex-col gap-1 text-sm">
          رنگ نمونه
          <input type="color" className="h-10 w-16 rounded-lg border border-line" value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      ) : (
        <label className="flex flex-col gap-1 text-sm">
          متن نمایش (خالی: همان نام)
          <input className={inputClass} value={text} onChange={(e) => setText(e.target.value)} />
        </label>
      )}
      <Button type="submit" variant={value ? 'primary' : 'secondary'} pending={save.isPending}>
        {value ? 'ذخیره' : 'افزودن'}
      </Button>
      {onDone ? (
        <Button variant="ghost" onClick={onDone}>
          انصراف
        </Button>
      ) : null}
    </form>
  );
}

/** Colours (with their swatches) and text attributes such as memory: the values variants choose from. */
export function AttributesPage() {
  const options = useCatalogOptions();
  const canWrite = useAccess().can('catalog.write');
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <>
      <PageHeader title="ویژگی‌ها" breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'ویژگی‌ها' }]} description="رنگ‌ها و ویژگی‌های متنی (مثل حافظه) که تنوع‌های کالا از میان آن‌ها انتخاب می‌شوند." />
      {options.error ? <ErrorState message={toApiError(options.error).message} onRetry={() => void options.refetch()} /> : null}
      {options.isPending ? <TableSkeleton columns={2} /> : null}
      <div className="flex flex-col gap-4">
        {(options.data?.attributes ?? []).map((a) => (
          <section key={a.id} aria-labelledby={`attribute-${a.id}`} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
            <h2 id={`attribute-${a.id}`} className="font-bold">
              {a.title} <span className="text-xs font-normal text-muted">{a.type === 1 ? 'رنگ' : 'متنی'}</span>
            </h2>
            <ul className="flex flex-col divide-y divide-line">
              {a.values.map((v) => (
                <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  {editing === v.id ? (
                    <ValueForm attribute={a} value={v} onDone={() => setEditing(null)} />
                  ) : (
                    <>
                      <span className="flex items-center gap-2">
                        {a.type === 1 ? <span aria-hidden className="size-5 rounded-full border border-line" style={{ background: v.value }} /> : null}
                        {v.title}
                        {a.type === 2 && v.value !== v.title ? <bdi className="text-xs text-muted">{v.value}</bdi> : null}
                      </span>
                      {canWrite ? (
                        <Button variant="ghost" aria-label={`ویرایش ${v.title}`} onClick={() => setEditing(v.id)}>
                          ویرایش
                        </Button>
                      ) : null}
                    </>
                  )}
                </li>
              ))}
            </ul>
            {canWrite ? <ValueForm attribute={a} /> : null}
          </section>
        ))}
      </div>
    </>
  );
}
