'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, TextareaField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { ListState } from '@/components/admin/list-state';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { CONTENT_PAGE_SLUG, CONTENT_PAGE_SLUG_MAX, contentPageBodySchema, type ContentPageAdmin } from '@/lib/contracts/content-page';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useDeletePage, usePages, useSavePage } from '../api/pages-api';

const SLUG_MESSAGE = `نشانی صفحه با حروف کوچک لاتین، رقم و خط تیره (حداکثر ${CONTENT_PAGE_SLUG_MAX} حرف)`;
const formSchema = contentPageBodySchema.extend({
  slug: z.string().trim().max(CONTENT_PAGE_SLUG_MAX, { error: SLUG_MESSAGE }).regex(CONTENT_PAGE_SLUG, { error: SLUG_MESSAGE }),
});
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

const EMPTY: Input = { slug: '', title: '', summary: '', body: '', showContacts: false, published: true };

function PageForm({ editing, onDone }: { editing: ContentPageAdmin | null; onDone: () => void }) {
  const save = useSavePage();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: editing ? { slug: editing.slug, title: editing.title, summary: editing.summary, body: editing.body, showContacts: editing.showContacts, published: editing.published } : EMPTY,
  });
  const submit = form.handleSubmit(async ({ slug, ...body }) => {
    try {
      await save.mutateAsync({ slug, body });
      toast.success('صفحه ذخیره شد');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['slug', 'title', 'summary', 'body']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="page-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="page-form-title" className="font-bold">
        {editing ? `ویرایش «${editing.title}»` : 'صفحه تازه'}
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        <TextField control={form.control} name="slug" label="نشانی (/pages/…)" required dir="ltr" disabled={editing !== null} hint="پس از ساختن تغییر نمی‌کند." />
        <TextField control={form.control} name="title" label="عنوان" required maxLength={120} />
      </div>
      <TextField control={form.control} name="summary" label="خلاصه (برای موتورهای جست‌وجو)" maxLength={300} />
      <TextareaField control={form.control} name="body" label="متن (HTML ساده؛ بخش‌های ناامن حذف می‌شوند)" rows={10} />
      <div className="flex flex-wrap gap-6">
        <CheckboxField control={form.control} name="showContacts" label="راه‌های تماس زیر متن نشان داده شود" />
        <CheckboxField control={form.control} name="published" label="منتشر شده" />
      </div>
      <div className="flex gap-2">
        <Button type="submit" pending={save.isPending}>
          ذخیره صفحه
        </Button>
        {editing ? (
          <Button variant="secondary" onClick={onDone}>
            انصراف
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** The shop's content pages (about, rules…): drafts and published, each at /pages/{slug}. */
export function PagesPage() {
  const list = usePages();
  const remove = useDeletePage();
  const [editing, setEditing] = useState<ContentPageAdmin | null>(null);
  const removal = useConfirmedRemove<ContentPageAdmin>((row) => remove.mutateAsync(row.slug), 'صفحه حذف شد');
  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="صفحه‌های محتوا" breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'صفحه‌های محتوا' }]} description="صفحه‌هایی مانند درباره ما و قوانین، در نشانی /pages/…" />
      <Can permission="content.write">
        <PageForm key={editing?.slug ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
      <ListState query={list} empty="هنوز صفحه‌ای نیست" skeletonClassName="h-40">
        {(rows) => (
          <section aria-label="صفحه‌ها" className="rounded-xl border border-line bg-white p-4 text-sm">
            <ul className="flex flex-col divide-y divide-line">
              {rows.map((p) => (
                <li key={p.slug} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="flex min-w-40 flex-1 flex-col">
                    <span className="font-medium">{p.title}</span>
                    <a href={`/pages/${p.slug}`} target="_blank" rel="noreferrer" className="text-xs text-brand-dark underline" dir="ltr">
                      {`/pages/${p.slug}`}
                    </a>
                  </span>
                  <span className={p.published ? 'text-emerald-800' : 'text-muted'}>{p.published ? 'منتشر شده' : 'پیش‌نویس'}</span>
                  <span className="text-xs text-muted">{formatJalaliDateTime(p.updatedAt)}</span>
                  <Can permission="content.write">
                    <RowActions name={p.title} onEdit={() => setEditing(p)} onRemove={() => removal.ask(p)} />
                  </Can>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ListState>
      <ConfirmDialog open={removal.removing !== null} title="صفحه حذف شود؟" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        {removal.removing ? `«${removal.removing.title}» از فروشگاه برداشته می‌شود.` : null}
      </ConfirmDialog>
    </div>
  );
}
