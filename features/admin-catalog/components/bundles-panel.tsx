'use client';

import { useId, useState, type FormEvent } from 'react';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { inputClass } from '@/components/admin/form/field';
import { JalaliDateInput } from '@/components/admin/inputs/jalali-date-input';
import { TomanInput } from '@/components/admin/inputs/toman-input';
import { Toman } from '@/components/admin/toman';
import { useConfirmedRemove } from '@/components/admin/use-confirmed-remove';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { AdminBundle, BundleBody } from '@/lib/contracts/admin/bundles';
import type { AdminProduct, ProductPick } from '@/lib/contracts/admin/products';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDateTime, tehranDayStart, tehranIsoDay } from '@/lib/format/jalali';
import { useBundles, useWriteBundle } from '../api/bundles';
import { getProduct } from '../api/get-product';
import { ProductPicker } from './product-picker';

type Item = { variantId: number; label: string; price: number; qty: string; discount: number | null };

const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** One bundle's form: its name, what it says, whether it ends, and the items sold with the product. */
function BundleForm({ product, editing, onDone }: { product: AdminProduct; editing: AdminBundle | null; onDone: () => void }) {
  const id = useId();
  const write = useWriteBundle(product.id);
  const [title, setTitle] = useState(editing?.title ?? '');
  const [info, setInfo] = useState(editing?.info ?? '');
  const [showPrice, setShowPrice] = useState(editing?.showPrice ?? true);
  const [active, setActive] = useState(editing?.active ?? true);
  const [lastDay, setLastDay] = useState<string | undefined>(editing?.toDate ? tehranIsoDay(new Date(Date.parse(editing.toDate) - 1)) : undefined);
  const [items, setItems] = useState<Item[]>(
    (editing?.items ?? []).map((i) => ({ variantId: i.variantId, label: `${i.productTitle} (${i.sku})`, price: i.price, qty: String(i.qty), discount: i.discount })),
  );
  const [picked, setPicked] = useState<AdminProduct | null>(null);

  const pick = async (p: ProductPick) => {
    try {
      setPicked(await getProduct(p.id));
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };
  const addVariant = (variantId: number) => {
    const v = picked?.variants.find((x) => x.id === variantId);
    if (!picked || !v || items.some((i) => i.variantId === v.id)) return;
    setItems([...items, { variantId: v.id, label: `${picked.title} (${v.sku})`, price: v.discountPrice, qty: '1', discount: 0 }]);
    setPicked(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: BundleBody = {
      title: title.trim(),
      info: info.trim(),
      showPrice,
      active,
      // A bundle ends when its last Tehran day does.
      timed: lastDay !== undefined,
      toDate: lastDay ? tehranDayStart(nextDay(lastDay)).toISOString() : null,
      items: items.map((i) => ({ variantId: i.variantId, qty: Number(toLatinDigits(i.qty.trim()) || 'NaN'), discount: i.discount ?? 0 })),
    };
    try {
      toast.success(await write.mutateAsync(editing ? { op: 'update', id: editing.id, body } : { op: 'create', productId: product.id, body }));
      onDone();
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={editing ? `ویرایش ${editing.title}` : 'بسته تازه'} className="flex flex-col gap-3 rounded-lg border border-line p-3">
      <div className="grid gap-3 md:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          نام بسته
          <input className={inputClass} value={title} onChange={(e) => setTitle(e.target.value)} required />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          توضیح برای خریدار
          <input className={inputClass} value={info} onChange={(e) => setInfo(e.target.value)} />
        </label>
        <div className="flex flex-col gap-1 text-sm">
          <label htmlFor={`${id}-end`}>پایان (خالی: همیشگی)</label>
          <JalaliDateInput id={`${id}-end`} value={lastDay} onChange={setLastDay} />
        </div>
        <div className="flex flex-col justify-end gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand" checked={showPrice} onChange={(e) => setShowPrice(e.target.checked)} />
            قیمت کالاهای همراه نشان داده شود
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand" checked={active} onChange={(e) => setActive(e.target.checked)} />
            فعال
          </label>
        </div>
      </div>
      {items.length > 0 ? (
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line" aria-label="کالاهای همراه">
          {items.map((item, i) => {
            const set = (patch: Partial<Item>) => setItems(items.map((x, k) => (k === i ? { ...x, ...patch } : x)));
            return (
              <li key={item.variantId} className="flex flex-wrap items-end gap-2 p-2 text-sm">
                <span className="min-w-40 flex-1">
                  {item.label}
                  <span className="block text-xs text-muted">
                    قیمت <Toman amount={item.price} />
                  </span>
                </span>
                <label className="flex w-20 flex-col gap-1">
                  تعداد
                  <input className={inputClass} inputMode="numeric" value={item.qty} onChange={(e) => set({ qty: e.target.value })} />
                </label>
                <label className="flex w-40 flex-col gap-1">
                  تخفیف در بسته
                  <TomanInput value={item.discount} onChange={(discount) => set({ discount })} />
                </label>
                <Button variant="ghost" aria-label={`برداشتن ${item.label}`} onClick={() => setItems(items.filter((_, k) => k !== i))}>
                  برداشتن
                </Button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted">هنوز کالای همراهی انتخاب نشده است.</p>
      )}
      <ProductPicker label="افزودن کالای همراه" exclude={[product.id]} onPick={(p) => void pick(p)} />
      {picked ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label={`تنوع‌های ${picked.title}`}>
          {picked.variants.length === 0 ? <p className="text-sm text-muted">این کالا تنوعی ندارد.</p> : null}
          {picked.variants.map((v) => (
            <Button key={v.id} variant="secondary" onClick={() => addVariant(v.id)}>
              <bdi dir="ltr">{v.sku}</bdi>
            </Button>
          ))}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          انصراف
        </Button>
        <Button type="submit" pending={write.isPending}>
          {editing ? 'ذخیره بسته' : 'ساختن بسته'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The product's bundles (SPEC §3): other products sold with it, each at its price less a discount, added to the
 * basket with it as accompanying items. The product page shows the active ones.
 */
export function BundlesPanel({ product }: { product: AdminProduct }) {
  const list = useBundles(product.id);
  const canWrite = useAccess().can('catalog.write');
  const write = useWriteBundle(product.id);
  const [editing, setEditing] = useState<AdminBundle | 'new' | null>(null);
  const removal = useConfirmedRemove<AdminBundle>((b) => write.mutateAsync({ op: 'delete', id: b.id }), 'بسته حذف شد');
  return (
    <section aria-labelledby="bundles-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bundles-title" className="font-bold">
          بسته‌ها (کالاهای همراه با تخفیف)
        </h2>
        {canWrite && editing === null ? (
          <Button variant="secondary" onClick={() => setEditing('new')}>
            بسته تازه
          </Button>
        ) : null}
      </div>
      {editing ? <BundleForm key={editing === 'new' ? 'new' : editing.id} product={product} editing={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {list.error ? <p className="text-sm text-red-700">{toApiError(list.error).message}</p> : null}
      {(list.data ?? []).length === 0 && !list.isPending ? <p className="text-sm text-muted">این کالا بسته‌ای ندارد.</p> : null}
      <ul className="flex flex-col divide-y divide-line">
        {(list.data ?? []).map((b) => (
          <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="font-medium">{b.title}</span>
              <span className="ms-2 text-xs text-muted">
                {b.items.map((i) => `${i.productTitle} × ${toPersianDigits(i.qty)}`).join('، ')}
                {b.toDate ? ` — تا ${formatJalaliDateTime(b.toDate)}` : ''}
              </span>
              {!b.active ? <span className="ms-2 text-xs text-red-700">غیرفعال</span> : null}
            </span>
            {canWrite ? (
              <RowActions name={b.title} onEdit={() => setEditing(b)} onRemove={() => removal.ask(b)} />
            ) : null}
          </li>
        ))}
      </ul>
      <ConfirmDialog open={removal.removing !== null} title={`حذف «${removal.removing?.title ?? ''}»`} confirmLabel="حذف" pending={write.isPending} onConfirm={() => void removal.confirm()} onCancel={removal.cancel}>
        سبدهایی که این بسته را دارند کالاهای همراهش را از دست می‌دهند.
      </ConfirmDialog>
    </section>
  );
}
