'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Can } from '@/components/admin/access';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { ListState } from '@/components/admin/list-state';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { SITE_LINK_TYPES, siteLinkBodySchema, type AdminSiteLink } from '@/lib/contracts/admin/site-links';
import { toPersianDigits } from '@/lib/format/digits';
import { useDeleteSiteLink, useSaveSiteLink, useSiteLinks } from '../api/site-links-api';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';

type Input = z.input<typeof siteLinkBodySchema>;
type Output = z.output<typeof siteLinkBodySchema>;

const EMPTY: Input = { title: '', link: '', linkType: '2', sort: '0' };

function SiteLinkForm({ editing, onDone }: { editing: AdminSiteLink | null; onDone: () => void }) {
  const save = useSaveSiteLink();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(siteLinkBodySchema),
    defaultValues: editing ? { title: editing.title, link: editing.link, linkType: String(editing.linkType), sort: String(editing.sort) } : EMPTY,
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success('پیوند ذخیره شد و در همه صفحه‌ها دیده می‌شود');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'link', 'linkType', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="site-link-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="site-link-form-title" className="font-bold">
        {editing ? `ویرایش «${editing.title}»` : 'افزودن پیوند'}
      </h2>
      <div className="grid gap-3 md:grid-cols-4">
        <TextField control={form.control} name="title" label="عنوان" required maxLength={60} />
        <TextField control={form.control} name="link" label="پیوند" required dir="ltr" placeholder="/pages/about" />
        <SelectField control={form.control} name="linkType" label="جا" required options={Object.entries(SITE_LINK_TYPES).map(([value, label]) => ({ value, label }))} />
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" hint="کوچک‌تر، جلوتر." />
      </div>
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره پیوند" addLabel="افزودن پیوند" onCancel={onDone} />
    </form>
  );
}

/** The footer's links on every page (site links of type 2), and the other site links. */
export function SiteLinksPage() {
  const list = useSiteLinks();
  const remove = useDeleteSiteLink();
  const [editing, setEditing] = useState<AdminSiteLink | null>(null);
  const removal = useConfirmedRemove<AdminSiteLink>((row) => remove.mutateAsync(row.id), 'پیوند حذف شد');

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="پیوندهای پایین صفحه"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'پیوندهای پایین صفحه' }]}
        description="پیوندهای فوتر همه صفحه‌ها. هر تغییر همان لحظه دیده می‌شود."
      />
      <Can permission="content.write">
        <SiteLinkForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
      <ListState query={list} empty="هنوز پیوندی نیست">
        {(rows) => (
          <section aria-label="پیوندها" className="rounded-xl border border-line bg-white p-4 text-sm">
            <ul className="flex flex-col divide-y divide-line">
              {rows.map((l) => (
                <li key={l.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span className="flex min-w-40 flex-1 flex-col">
                    <span className="font-medium">{l.title}</span>
                    <bdi dir="ltr" className="text-xs text-muted">
                      {l.link}
                    </bdi>
                  </span>
                  <span>{SITE_LINK_TYPES[l.linkType as 1 | 2] ?? l.linkType}</span>
                  <span>{`ترتیب ${toPersianDigits(l.sort)}`}</span>
                  <Can permission="content.write">
                    <RowActions name={l.title} onEdit={() => setEditing(l)} onRemove={() => removal.ask(l)} />
                  </Can>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ListState>
      <ConfirmDialog open={removal.removing !== null} title="پیوند حذف شود؟" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        {removal.removing ? `«${removal.removing.title}» از پایین همه صفحه‌ها برداشته می‌شود.` : null}
      </ConfirmDialog>
    </div>
  );
}
