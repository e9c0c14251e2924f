'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Can } from '@/components/admin/access';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { CheckboxField, SelectField, TextField } from '@/components/admin/form/fields';
import { ListState } from '@/components/admin/list-state';
import { PageHeader } from '@/components/admin/page-header';
import { SortableList } from '@/components/admin/sortable-list';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { BANNER_LINK_TYPES, BANNER_SLOT_IDS, BANNER_SLOTS, bannerBodySchema, type AdminBanner } from '@/lib/contracts/admin/banners';
import { toPersianDigits } from '@/lib/format/digits';
import { useBanners, useDeleteBanner, useReorderBanners, useSaveBanner } from '../api/banners-api';
import { PictureUpload } from './picture-upload';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';
import { useOrderSaver } from './use-order-saver';

type Input = z.input<typeof bannerBodySchema>;
type Output = z.output<typeof bannerBodySchema>;

const EMPTY: Input = { moduleNumber: '1', linkType: '2', title: '', link: '', imageSrc: '', active: true, sort: '0' };
const inputOf = (b: AdminBanner): Input => ({ ...b, moduleNumber: String(b.moduleNumber), linkType: String(b.linkType), sort: String(b.sort) });

/** Adds a banner, or changes the one being edited. */
function BannerForm({ editing, onDone }: { editing: AdminBanner | null; onDone: () => void }) {
  const save = useSaveBanner();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(bannerBodySchema), defaultValues: editing ? inputOf(editing) : EMPTY });
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success(editing ? 'بنر ذخیره شد و در فروشگاه دیده می‌شود' : 'بنر افزوده شد و در فروشگاه دیده می‌شود');
      form.reset(EMPTY);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['moduleNumber', 'linkType', 'title', 'link', 'imageSrc', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="banner-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="banner-form-title" className="font-bold">
        {editing ? `ویرایش بنر «${editing.title}»` : 'افزودن بنر'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField control={form.control} name="moduleNumber" label="جایگاه" required options={BANNER_SLOT_IDS.map((id) => ({ value: String(id), label: BANNER_SLOTS[id] }))} />
        <SelectField control={form.control} name="linkType" label="نوع نمایش" required options={Object.entries(BANNER_LINK_TYPES).map(([value, label]) => ({ value, label }))} hint="هر جایگاه برای صفحه پهن و باریک تصویر جدا دارد." />
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" hint="کوچک‌تر، جلوتر." />
        <TextField control={form.control} name="title" label="عنوان (متن جایگزین تصویر)" required maxLength={100} />
        <TextField control={form.control} name="link" label="پیوند" required dir="ltr" placeholder="/shop/category-mobile" />
        <TextField control={form.control} name="imageSrc" label="نشانی تصویر" required dir="ltr" placeholder="/media/… یا https://…" />
        <PictureUpload label="یا بارگذاری تصویر بنر" onUploaded={(src) => form.setValue('imageSrc', src, { shouldValidate: true, shouldDirty: true })} />
      </div>
      <CheckboxField control={form.control} name="active" label="نمایش در فروشگاه" />
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره بنر" addLabel="افزودن بنر" onCancel={onDone} />
    </form>
  );
}

/** The home page's banners by slot: add, change, switch off or remove; the shop shows each change at once. */
export function BannersPage() {
  const list = useBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<AdminBanner | null>(null);
  const removal = useConfirmedRemove<AdminBanner>((row) => remove.mutateAsync(row.id), 'بنر حذف شد');
  const order = useOrderSaver(useReorderBanners(), 'ترتیب بنرها ذخیره شد و در صفحه اصلی دیده می‌شود');

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="بنرها" breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'بنرها' }]} description="بنرهای صفحه اصلی، به تفکیک جایگاه. برای تغییر ترتیب در یک جایگاه، بنری را روی دیگری بکشید یا دکمه‌های ▲ و ▼ را بزنید. هر تغییر همان لحظه در فروشگاه دیده می‌شود." />
      <Can permission="content.write">
        <BannerForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Can>
      <ListState query={list} empty="هنوز بنری نیست">
        {(all) =>
          BANNER_SLOT_IDS.map((slot) => {
            const inSlot = all.filter((b) => b.moduleNumber === slot);
            return (
              <section key={slot} aria-label={BANNER_SLOTS[slot]} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
                <h2 className="font-bold">{`${BANNER_SLOTS[slot]} (${toPersianDigits(inSlot.length)})`}</h2>
                {inSlot.length === 0 ? (
                  <p className="text-muted">بنری در این جایگاه نیست.</p>
                ) : (
                  <SortableList
                    {...order}
                    items={inSlot}
                    label={`بنرهای جایگاه «${BANNER_SLOTS[slot]}»`}
                    idOf={(b) => b.id}
                    titleOf={(b) => b.title}
                    render={(b) => (
                      <div className="flex flex-wrap items-center gap-3 py-2">
                        {/* eslint-disable-next-line @next/next/no-img-element -- an operator's address, shown as a thumbnail */}
                        <img src={b.imageSrc} alt="" className="h-12 w-24 rounded object-cover" />
                        <span className="flex min-w-40 flex-1 flex-col">
                          <span className="font-medium">{b.title}</span>
                          <bdi dir="ltr" className="text-xs text-muted">
                            {b.link}
                          </bdi>
                        </span>
                        <span>{BANNER_LINK_TYPES[b.linkType as 1 | 2] ?? b.linkType}</span>
                        <span className={b.active ? 'text-emerald-800' : 'text-muted'}>{b.active ? 'فعال' : 'خاموش'}</span>
                        <Can permission="content.write">
                          <RowActions name={b.title} onEdit={() => setEditing(b)} onRemove={() => removal.ask(b)} />
                        </Can>
                      </div>
                    )}
                  />
                )}
              </section>
            );
          })
        }
      </ListState>
      <ConfirmDialog open={removal.removing !== null} title="بنر حذف شود؟" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        {removal.removing ? `«${removal.removing.title}» از صفحه اصلی برداشته می‌شود.` : null}
      </ConfirmDialog>
    </div>
  );
}
