'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { SelectField, TextField } from '@/components/admin/form/fields';
import { PageHeader } from '@/components/admin/page-header';
import { Skeleton } from '@/components/admin/skeleton';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { MENU_ITEM_TYPES, menuItemBodySchema, type AdminMenuGroup, type AdminMenuItem } from '@/lib/contracts/admin/menus';
import { toPersianDigits } from '@/lib/format/digits';
import { useDeleteMenuItem, useMenus, useReorderMenu, useSaveMenuItem, useSetMenuMobile } from '../api/menus-api';
import { PictureUpload } from './picture-upload';
import { SortableList } from './sortable-list';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';

type Input = z.input<typeof menuItemBodySchema>;
type Output = z.output<typeof menuItemBodySchema>;

const inputOf = (i: AdminMenuItem): Input => ({
  groupId: String(i.groupId),
  parentId: i.parentId === null ? '' : String(i.parentId),
  title: i.title,
  link: i.link,
  itemType: String(i.itemType),
  imageSrc: i.imageSrc ?? '',
  sort: String(i.sort),
});

function MenuItemForm({ groups, editing, onDone }: { groups: AdminMenuGroup[]; editing: AdminMenuItem | null; onDone: () => void }) {
  const save = useSaveMenuItem();
  const empty: Input = { groupId: String(groups[0]?.id ?? ''), parentId: '', title: '', link: '', itemType: '1', imageSrc: '', sort: '0' };
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(menuItemBodySchema), defaultValues: editing ? inputOf(editing) : empty });
  const groupId = Number(useWatch({ control: form.control, name: 'groupId' }));
  const parents = (groups.find((g) => g.id === groupId)?.items ?? []).filter((i) => i.parentId === null && i.id !== editing?.id);
  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: editing?.id ?? null, body });
      toast.success('منو ذخیره شد و در همه صفحه‌ها دیده می‌شود');
      form.reset(empty);
      onDone();
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['groupId', 'parentId', 'title', 'link', 'itemType', 'imageSrc', 'sort']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="menu-form-title" className="flex flex-col gap-3 rounded-xl border border-brand/40 bg-white p-4">
      <h2 id="menu-form-title" className="font-bold">
        {editing ? `ویرایش «${editing.title}»` : 'افزودن مورد منو'}
      </h2>
      <div className="grid gap-3 md:grid-cols-3">
        <SelectField control={form.control} name="groupId" label="گروه منو" required options={groups.map((g) => ({ value: String(g.id), label: g.title }))} />
        <SelectField control={form.control} name="parentId" label="زیر" placeholder="مورد اصلی (بدون والد)" options={parents.map((p) => ({ value: String(p.id), label: p.title }))} hint="زیرمنوها در منوی بزرگ (مگامنو) مورد اصلی باز می‌شوند." />
        <SelectField control={form.control} name="itemType" label="نوع" required options={Object.entries(MENU_ITEM_TYPES).map(([value, label]) => ({ value, label }))} />
        <TextField control={form.control} name="title" label="عنوان" required maxLength={60} />
        <TextField control={form.control} name="link" label="پیوند" required dir="ltr" placeholder="/shop/category-mobile" />
        <TextField control={form.control} name="imageSrc" label="نشانی تصویر (برای بنر تصویری)" dir="ltr" placeholder="/media/…" />
        <PictureUpload label="یا بارگذاری تصویر بنر تصویری" onUploaded={(src) => form.setValue('imageSrc', src, { shouldValidate: true, shouldDirty: true })} />
        <TextField control={form.control} name="sort" label="ترتیب" inputMode="numeric" />
      </div>
      <EditFormActions pending={save.isPending} editing={Boolean(editing)} saveLabel="ذخیره" addLabel="افزودن" onCancel={onDone} />
    </form>
  );
}

function ItemRow({ item, onEdit, onRemove }: { item: AdminMenuItem; onEdit: () => void; onRemove: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 py-2">
      <span className="flex min-w-40 flex-1 flex-col">
        <span className="font-medium">{item.title}</span>
        <bdi dir="ltr" className="text-xs text-muted">
          {item.link}
        </bdi>
      </span>
      <span className="text-xs">{MENU_ITEM_TYPES[item.itemType as 1 | 2 | 3 | 4] ?? item.itemType}</span>
      <span className="text-xs">{`ترتیب ${toPersianDigits(item.sort)}`}</span>
      <Can permission="content.write">
        <span className="flex gap-2">
          <Button variant="secondary" onClick={onEdit} aria-label={`ویرایش ${item.title}`}>
            ویرایش
          </Button>
          <Button variant="ghost" onClick={onRemove} aria-label={`حذف ${item.title}`}>
            حذف
          </Button>
        </span>
      </Can>
    </div>
  );
}

/** The header's menus: each group's items and their mega-menu children, with phone visibility per group. */
export function MenusPage() {
  const list = useMenus();
  const remove = useDeleteMenuItem();
  const mobile = useSetMenuMobile();
  const reorder = useReorderMenu();
  const { can } = useAccess();
  const [editing, setEditing] = useState<AdminMenuItem | null>(null);
  const removal = useConfirmedRemove<AdminMenuItem>((row) => remove.mutateAsync(row.id), 'مورد منو حذف شد');

  const toggleMobile = async (group: AdminMenuGroup, mobileView: boolean) => {
    try {
      await mobile.mutateAsync({ id: group.id, mobileView });
      toast.success(mobileView ? 'گروه در موبایل هم نشان داده می‌شود' : 'گروه در موبایل پنهان شد');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  const sendOrder = async (ids: number[]) => {
    try {
      await reorder.mutateAsync(ids);
      toast.success('ترتیب منو ذخیره شد و در همه صفحه‌ها دیده می‌شود');
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const sortable = { idOf: (i: AdminMenuItem) => i.id, titleOf: (i: AdminMenuItem) => i.title, enabled: can('content.write'), pending: reorder.isPending, onReorder: (ids: number[]) => void sendOrder(ids) };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title="منوها" breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'منوها' }]} description="منوهای سرصفحه فروشگاه و زیرمنوهای آن‌ها. برای تغییر ترتیب، موردی را روی دیگری بکشید یا دکمه‌های ▲ و ▼ را بزنید. هر تغییر همان لحظه در همه صفحه‌ها دیده می‌شود." />
      {list.isPending ? (
        <Skeleton className="h-48" />
      ) : list.isError ? (
        <ErrorState message={toApiError(list.error).message} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState title="گروه منویی نیست" />
      ) : (
        <>
          <Can permission="content.write">
            <MenuItemForm key={editing?.id ?? 'new'} groups={list.data} editing={editing} onDone={() => setEditing(null)} />
          </Can>
          {list.data.map((group) => {
            const tops = group.items.filter((i) => i.parentId === null);
            return (
              <section key={group.id} aria-label={group.title} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-4 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 className="font-bold">{group.title}</h2>
                  <label className="flex items-center gap-2">
                    <input type="checkbox" checked={group.mobileView} disabled={!can('content.write') || mobile.isPending} onChange={(e) => void toggleMobile(group, e.target.checked)} />
                    در موبایل هم نشان داده شود
                  </label>
                </div>
                {tops.length === 0 ? (
                  <p className="text-muted">موردی در این گروه نیست.</p>
                ) : (
                  <SortableList
                    {...sortable}
                    items={tops}
                    label={`موارد ${group.title}`}
                    render={(top) => {
                      const children = group.items.filter((i) => i.parentId === top.id);
                      return (
                        <>
                          <ItemRow item={top} onEdit={() => setEditing(top)} onRemove={() => removal.ask(top)} />
                          {children.length > 0 ? (
                            <div className="border-s-2 border-line ps-4">
                              <SortableList {...sortable} items={children} label={`زیرمنوی ${top.title}`} render={(child) => <ItemRow item={child} onEdit={() => setEditing(child)} onRemove={() => removal.ask(child)} />} />
                            </div>
                          ) : null}
                        </>
                      );
                    }}
                  />
                )}
              </section>
            );
          })}
        </>
      )}
      <ConfirmDialog open={removal.removing !== null} title="مورد منو حذف شود؟" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        {removal.removing ? `«${removal.removing.title}» و زیرمنوهای آن از منو برداشته می‌شوند.` : null}
      </ConfirmDialog>
    </div>
  );
}
