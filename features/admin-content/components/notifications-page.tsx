'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Can } from '@/components/admin/access';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, SelectField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { ListState } from '@/components/admin/list-state';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { NOTIFICATION_TYPES, POPUP_TYPE, notificationBodySchema, type AdminNotification } from '@/lib/contracts/admin/notifications';
import { toPersianDigits } from '@/lib/format/digits';
import { useDeleteNotification, useNotifications, useSaveNotification } from '../api/notifications-api';
import { PictureUpload } from './picture-upload';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';

type Input = z.input<typeof notificationBodySchema>;
type Output = z.output<typeof notificationBodySchema>;

const EMPTY: Input = { type: '0', title: '', alt: '', link: '', imageSrc: '', active: true, mobileView: true, viewCount: '1', sort: '0' };
const inputOf = (n: AdminNotification): Input => ({
  ...n,
  type: String(n.type),
  link: n.link ?? '',
  imageSrc: n.imageSrc ?? '',
  viewCount: String(n.viewCount),
  sort: String(n.sort),
});

const TYPE_IDS = [0, 1] as const;

function NotificationForm({ editing, onDone }: { editing: AdminNotification | null; onDone: () => void }) {
  const save = useSaveNotification();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(notificationBodySchema), defaultValues: editing ? inputOf(editing) : EMPTY });
  const isPopup = Number(useWatch({ control: form.control, name: 'type' })) === POPUP_TYPE;
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success('اطلاعیه ذخیره شد و در همه صفحه‌ها دیده می‌شود');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['type', 'title', 'alt', 'link', 'imageSrc', 'viewCount', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="notification-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="notification-form-title" className="font-bold">
        {editing ? `ویرایش «${editing.title}»` : 'افزودن اطلاعیه'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField control={form.control} name="type" label="نوع" required options={TYPE_IDS.map((id) => ({ value: String(id), label: NOTIFICATION_TYPES[id] }))} />
        <TextField control={form.control} name="title" label="عنوان" required maxLength={100} hint="نوار بالا بی‌تصویر همین متن را نشان می‌دهد؛ در موبایل همیشه متن دیده می‌شود." />
        <TextField control={form.control} name="link" label="پیوند (اختیاری)" dir="ltr" placeholder="/shop?discount=1" />
        <TextField control={form.control} name="imageSrc" label={isPopup ? 'نشانی تصویر' : 'نشانی تصویر (اختیاری)'} required={isPopup} dir="ltr" placeholder="/media/… یا https://…" />
        <PictureUpload label="یا بارگذاری تصویر" onUploaded={(src) => form.setValue('imageSrc', src, { shouldValidate: true, shouldDirty: true })} />
        <TextField control={form.control} name="alt" label="متن جایگزین تصویر" maxLength={150} />
        {isPopup ? (
          <TextField control={form.control} name="viewCount" label="دفعات نمایش در هر دستگاه" inputMode="numeric" hint="هر دستگاه پنجره را حداکثر همین تعداد بار می‌بیند، در هر بازدید یک بار." />
        ) : null}
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" hint="کوچک‌تر، جلوتر." />
      </div>
      <div className="flex flex-wrap gap-4">
        <CheckboxField control={form.control} name="active" label="نمایش در فروشگاه" />
        <CheckboxField control={form.control} name="mobileView" label="در موبایل هم نشان داده شود" />
      </div>
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره اطلاعیه" addLabel="افزودن اطلاعیه" onCancel={onDone} />
    </form>
  );
}

/** The strips above every page (type 0) and the popups (type 1): add, change, switch off or remove. */
export function NotificationsPage() {
  const list = useNotifications();
  const remove = useDeleteNotification();
  const [editing, setEditing] = useState<AdminNotification | null>(null);
  const removal = useConfirmedRemove<AdminNotification>((row) => remove.mutateAsync(row.id), 'اطلاعیه حذف شد');

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="نوار اطلاعیه و پنجره بازشو"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'نوار اطلاعیه و پنجره بازشو' }]}
        description="نوار بالای همه صفحه‌ها و پنجره‌ای که با باز شدن فروشگاه نشان داده می‌شود. هر تغییر همان لحظه دیده می‌شود."
      />
      <Can permission="content.write">
        <NotificationForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
      <ListState query={list} empty="هنوز اطلاعیه‌ای نیست">
        {(rows) => (
          TYPE_IDS.map((type) => {
            const ofType = rows.filter((n) => n.type === type);
            return (
              <section key={type} aria-label={NOTIFICATION_TYPES[type]} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
                <h2 className="font-bold">{`${NOTIFICATION_TYPES[type]} (${toPersianDigits(ofType.length)})`}</h2>
                {ofType.length === 0 ? (
                  <p className="text-muted">موردی نیست.</p>
                ) : (
                  <ul className="flex flex-col divide-y divide-line">
                    {ofType.map((n) => (
                      <li key={n.id} className="flex flex-wrap items-center gap-3 py-2">
                        {n.imageSrc ? (
                          // eslint-disable-next-line @next/next/no-img-element -- an operator's address, shown as a thumbnail
                          <img src={n.imageSrc} alt="" className="h-12 w-24 rounded object-cover" />
                        ) : null}
                        <span className="flex min-w-40 flex-1 flex-col">
                          <span className="font-medium">{n.title}</span>
                          {n.link ? (
                            <bdi dir="ltr" className="text-xs text-muted">
                              {n.link}
                            </bdi>
                          ) : null}
                        </span>
                        {type === POPUP_TYPE ? <span>{`${toPersianDigits(n.viewCount)} بار در هر دستگاه`}</span> : null}
                        <span>{n.mobileView ? 'موبایل و دسکتاپ' : 'فقط دسکتاپ'}</span>
                        <span>{`ترتیب ${toPersianDigits(n.sort)}`}</span>
                        <span className={n.active ? 'text-emerald-800' : 'text-muted'}>{n.active ? 'فعال' : 'خاموش'}</span>
                        <Can permission="content.write">
                          <RowActions name={n.title} onEdit={() => setEditing(n)} onRemove={() => removal.ask(n)} />
                        </Can>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })
        )}
      </ListState>
      <ConfirmDialog open={removal.removing !== null} title="اطلاعیه حذف شود؟" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        {removal.removing ? `«${removal.removing.title}» از فروشگاه برداشته می‌شود.` : null}
      </ConfirmDialog>
    </div>
  );
}
