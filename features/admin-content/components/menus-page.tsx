'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Can, useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { applyApiErrors } from '@/components/admin/form/api-errors';
import { EditFormActions } from '@/components/admin/form/edit-form-actions';
import { inputClass } from '@/components/admin/form/field';
import { CheckboxField, SelectField, TextField } from '@/components/admin/form/fields';
import { ListState } from '@/components/admin/list-state';
import { PageHeader } from '@/components/admin/page-header';
import { SortableList } from '@/components/admin/sortable-list';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import { HEADER_MENU_POSITION, MENU_ITEM_TYPES, menuGroupCreateSchema, menuItemBodySchema, type AdminMenuGroup, type AdminMenuItem } from '@/lib/contracts/admin/menus';
import { toPersianDigits } from '@/lib/format/digits';
import { useCreateMenuGroup, useDeleteMenuGroup, useDeleteMenuItem, useMenus, useReorderMenu, useSaveMenuItem, useSetHeaderMenu, useUpdateMenuGroup } from '../api/menus-api';
import { PictureUpload } from './picture-upload';
import { useOrderSaver } from './use-order-saver';

type Input = z.input<typeof menuItemBodySchema>;
type Output = z.output<typeof menuItemBodySchema>;

const isHeader = (g: AdminMenuGroup) => g.position === HEADER_MENU_POSITION;

const inputOf = (i: AdminMenuItem): Input => ({
  groupId: String(i.groupId),
  parentId: i.parentId === null ? '' : String(i.parentId),
  title: i.title,
  link: i.link,
  itemType: String(i.itemType),
  imageSrc: i.imageSrc ?? '',
  sort: String(i.sort),
});

function MenuItemForm({ groups, groupId: shownGroup, editing, onDone }: { groups: AdminMenuGroup[]; groupId: number; editing: AdminMenuItem | null; onDone: () => void }) {
  const save = useSaveMenuItem();
  const empty: Input = { groupId: String(shownGroup), parentId: '', title: '', link: '', itemType: '1', imageSrc: '', sort: '0' };
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

type GroupInput = z.input<typeof menuGroupCreateSchema>;
type GroupOutput = z.output<typeof menuGroupCreateSchema>;

/** A new group: it starts outside the header, so the storefront changes only once it has items and a place. */
function NewGroupForm({ onCreated }: { onCreated: (id: number) => void }) {
  const create = useCreateMenuGroup();
  const empty: GroupInput = { title: '', mobileView: false };
  const form = useForm<GroupInput, unknown, GroupOutput>({ resolver: zodResolver(menuGroupCreateSchema), defaultValues: empty });
  const submit = form.handleSubmit(async (body) => {
    try {
      const created = await create.mutateAsync(body);
      toast.success('گروه منو ساخته شد؛ موارد آن را بیفزایید');
      form.reset(empty);
      if (typeof created?.id === 'number') onCreated(created.id);
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title', 'mobileView']));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="menu-group-form-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <h2 id="menu-group-form-title" className="font-bold">
        گروه منوی تازه
      </h2>
      <div className="grid items-end gap-3 md:grid-cols-3">
        <TextField control={form.control} name="title" label="نام گروه" required maxLength={60} />
        <CheckboxField control={form.control} name="mobileView" label="در موبایل هم نشان داده شود" />
        <div>
          <Button type="submit" pending={create.isPending}>
            ساخت گروه
          </Button>
        </div>
      </div>
    </form>
  );
}

const renameSchema = menuGroupCreateSchema.pick({ title: true });

/** The chosen group's name, place and phone visibility, with its removal. */
function GroupTools({ group, onRemove }: { group: AdminMenuGroup; onRemove: () => void }) {
  const update = useUpdateMenuGroup();
  const header = useSetHeaderMenu();
  const { can } = useAccess();
  const hintId = useId();
  const form = useForm<z.input<typeof renameSchema>, unknown, z.output<typeof renameSchema>>({ resolver: zodResolver(renameSchema), defaultValues: { title: group.title } });
  const rename = form.handleSubmit(async ({ title }) => {
    try {
      await update.mutateAsync({ id: group.id, body: { title } });
      toast.success('نام گروه ذخیره شد');
    } catch (error) {
      toast.error(applyApiErrors(form.setError, error, ['title']));
    }
  });
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      toast.success(done);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold">{group.title}</h2>
        {isHeader(group) ? (
          <span className="rounded-full bg-brand/10 px-3 py-1 text-xs font-bold text-brand-dark">منوی سرصفحه فروشگاه</span>
        ) : (
          <Can permission="content.write">
            <Button variant="secondary" pending={header.isPending} onClick={() => void run(() => header.mutateAsync(group.id), `«${group.title}» حالا منوی سرصفحه فروشگاه است`)}>
              منوی سرصفحه شود
            </Button>
          </Can>
        )}
      </div>
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          checked={group.mobileView}
          disabled={!can('content.write') || update.isPending}
          aria-describedby={hintId}
          onChange={(e) => void run(() => update.mutateAsync({ id: group.id, body: { mobileView: e.target.checked } }), e.target.checked ? 'گروه در موبایل هم نشان داده می‌شود' : 'گروه در موبایل پنهان شد')}
        />
        در موبایل هم نشان داده شود
      </label>
      <p id={hintId} className="-mt-2 text-xs text-muted">
        در موبایل، موارد اصلی گروه زیر «دسترسی سریع» در صفحه دسته‌بندی‌ها می‌آیند.
      </p>
      <Can permission="content.write">
        <form onSubmit={rename} noValidate aria-label={`نام گروه ${group.title}`} className="flex flex-wrap items-end gap-2">
          <div className="min-w-48 flex-1">
            <TextField control={form.control} name="title" label="نام گروه" required maxLength={60} />
          </div>
          <Button type="submit" variant="secondary" pending={update.isPending}>
            ذخیره نام
          </Button>
          {isHeader(group) ? (
            <p className="text-xs text-muted">منوی سرصفحه حذف نمی‌شود؛ برای حذف، نخست گروه دیگری را منوی سرصفحه کنید.</p>
          ) : (
            <Button variant="ghost" onClick={onRemove}>
              حذف گروه
            </Button>
          )}
        </form>
      </Can>
    </div>
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
        <RowActions name={item.title} onEdit={onEdit} onRemove={onRemove} />
      </Can>
    </div>
  );
}

/** One group at a time, chosen in a select (the header's first): its tools, the item form and its tree of items. */
function MenuGroups({ groups, chosen, onChoose }: { groups: AdminMenuGroup[]; chosen: number | null; onChoose: (id: number) => void }) {
  const removeItem = useDeleteMenuItem();
  const removeGroup = useDeleteMenuGroup();
  const sortable = useOrderSaver(useReorderMenu(), 'ترتیب منو ذخیره شد و در همه صفحه‌ها دیده می‌شود');
  const [editing, setEditing] = useState<AdminMenuItem | null>(null);
  const itemRemoval = useConfirmedRemove<AdminMenuItem>((row) => removeItem.mutateAsync(row.id), 'مورد منو حذف شد');
  const groupRemoval = useConfirmedRemove<AdminMenuGroup>((row) => removeGroup.mutateAsync(row.id), 'گروه منو حذف شد');
  const selectId = useId();
  // A removed or unknown choice falls back to the header's group, as the first visit shows it.
  const group = groups.find((g) => g.id === chosen) ?? groups.find(isHeader) ?? groups[0]!;
  const tops = group.items.filter((i) => i.parentId === null);
  const item = { idOf: (i: AdminMenuItem) => i.id, titleOf: (i: AdminMenuItem) => i.title, ...sortable };

  return (
    <>
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          گروه در حال ویرایش
        </label>
        <select id={selectId} value={group.id} onChange={(e) => onChoose(Number(e.target.value))} className={`${inputClass} md:max-w-sm`}>
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {isHeader(g) ? `${g.title} (منوی سرصفحه)` : g.title}
            </option>
          ))}
        </select>
      </div>
      <Can permission="content.write">
        <MenuItemForm key={`${editing?.id ?? 'new'}-${group.id}`} groups={groups} groupId={group.id} editing={editing} onDone={() => setEditing(null)} />
      </Can>
      <section aria-label={group.title} className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 text-sm">
        <GroupTools key={group.id} group={group} onRemove={() => groupRemoval.ask(group)} />
        {tops.length === 0 ? (
          <p className="text-muted">موردی در این گروه نیست.</p>
        ) : (
          <SortableList
            {...item}
            items={tops}
            label={`موارد ${group.title}`}
            render={(top) => {
              const children = group.items.filter((i) => i.parentId === top.id);
              return (
                <>
                  <ItemRow item={top} onEdit={() => setEditing(top)} onRemove={() => itemRemoval.ask(top)} />
                  {children.length > 0 ? (
                    <div className="border-s-2 border-line ps-4">
                      <SortableList {...item} items={children} label={`زیرمنوی ${top.title}`} render={(child) => <ItemRow item={child} onEdit={() => setEditing(child)} onRemove={() => itemRemoval.ask(child)} />} />
                    </div>
                  ) : null}
                </>
              );
            }}
          />
        )}
      </section>
      <ConfirmDialog open={itemRemoval.removing !== null} title="مورد منو حذف شود؟" confirmLabel="حذف" pending={removeItem.isPending} onConfirm={() => void itemRemoval.confirm()} onCancel={itemRemoval.cancel}>
        {itemRemoval.removing ? `«${itemRemoval.removing.title}» و زیرمنوهای آن از منو برداشته می‌شوند.` : null}
      </ConfirmDialog>
      <ConfirmDialog open={groupRemoval.removing !== null} title="گروه منو حذف شود؟" confirmLabel="حذف گروه" pending={removeGroup.isPending} onConfirm={() => void groupRemoval.confirm()} onCancel={groupRemoval.cancel}>
        {groupRemoval.removing
          ? groupRemoval.removing.items.length > 0
            ? `گروه «${groupRemoval.removing.title}» و ${toPersianDigits(groupRemoval.removing.items.length)} مورد آن (با زیرمنوها) حذف می‌شوند.`
            : `گروه «${groupRemoval.removing.title}» حذف می‌شود؛ موردی ندارد.`
          : null}
      </ConfirmDialog>
    </>
  );
}

/** The shop's menu groups: which one is the header's, which show on phones, and each group's items and children. */
export function MenusPage() {
  const list = useMenus();
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="منوها"
        breadcrumbs={[{ label: 'پیشخوان', href: '/admin' }, { label: 'منوها' }]}
        description="گروه‌های منو و موارد آن‌ها. یک گروه منوی سرصفحه فروشگاه است؛ گروه‌هایی که «در موبایل» دارند، در موبایل زیر «دسترسی سریع» صفحه دسته‌بندی‌ها می‌آیند. برای تغییر ترتیب، موردی را روی دیگری بکشید یا دکمه‌های ▲ و ▼ را بزنید. هر تغییر همان لحظه در همه صفحه‌ها دیده می‌شود."
      />
      <Can permission="content.write">
        <NewGroupForm onCreated={setChosen} />
      </Can>
      <ListState query={list} empty="گروه منویی نیست">
        {(groups) => <MenuGroups groups={groups} chosen={chosen} onChoose={setChosen} />}
      </ListState>
    </div>
  );
}
