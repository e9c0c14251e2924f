'use client';

import { useState } from 'react';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { RowActions } from '@/components/admin/row-actions';
import { ConfirmDialog } from '@/components/admin/confirm-dialog';
import { inputClass } from '@/components/admin/form/field';
import { TomanInput } from '@/components/admin/inputs/toman-input';
import { Toman } from '@/components/admin/toman';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { AdminProduct, AdminVariant, CatalogOptions } from '@/lib/contracts/admin/products';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { formatJalaliDate } from '@/lib/format/jalali';
import { useBulkUpdateVariants } from '../api/bulk-update-variants';
import { useRemoveVariant } from '../api/remove-variant';
import { VariantForm } from './variant-form';

type Draft = { price: number | null; discountPrice: number | null; stock: string; maxBuy: string };
const draftOf = (v: AdminVariant): Draft => ({ price: v.price, discountPrice: v.discountPrice, stock: String(v.stock), maxBuy: String(v.maxBuy) });
const asCount = (s: string) => Number(toLatinDigits(s.trim()));

/** A product's variants: prices and stock edited in place and saved together, and each variant's own form. */
export function VariantsPanel({ product, options }: { product: AdminProduct; options: CatalogOptions }) {
  const canWrite = useAccess().can('catalog.write');
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [editing, setEditing] = useState<AdminVariant | 'new' | null>(null);
  const [removing, setRemoving] = useState<AdminVariant | null>(null);
  const bulk = useBulkUpdateVariants();
  const remove = useRemoveVariant();

  const valueTitle = (id: number | null) => {
    if (id === null) return null;
    for (const a of options.attributes) for (const v of a.values) if (v.id === id) return { title: v.title, swatch: a.type === 1 ? v.value : null };
    return null;
  };
  const draft = (v: AdminVariant) => drafts[v.id] ?? draftOf(v);
  const edit = (v: AdminVariant, change: Partial<Draft>) => setDrafts((d) => ({ ...d, [v.id]: { ...draft(v), ...change } }));

  const save = async () => {
    const items = product.variants
      .filter((v) => drafts[v.id])
      .map((v) => {
        const d = drafts[v.id]!;
        return { id: v.id, price: d.price ?? 0, discountPrice: d.discountPrice, stock: asCount(d.stock), maxBuy: asCount(d.maxBuy) };
      });
    if (items.length === 0) return;
    try {
      const { message } = await bulk.mutateAsync({ productId: product.id, input: { items } });
      setDrafts({});
      toast.success(message);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      toast.success(await remove.mutateAsync(removing.id));
      setRemoving(null);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  const dirty = Object.keys(drafts).length > 0;
  return (
    <section aria-labelledby="variants-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="variants-title" className="font-bold">
          تنوع‌ها، قیمت و موجودی
        </h2>
        {canWrite ? (
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setEditing('new')}>
              افزودن تنوع
            </Button>
            <Button onClick={() => void save()} disabled={!dirty} pending={bulk.isPending}>
              ذخیره قیمت‌ها و موجودی
            </Button>
          </div>
        ) : null}
      </div>
      {editing ? <VariantForm key={editing === 'new' ? 'new' : editing.id} productId={product.id} variant={editing === 'new' ? null : editing} options={options} onDone={() => setEditing(null)} /> : null}
      {product.variants.length === 0 ? (
        <p className="text-sm text-muted">این کالا هنوز تنوعی ندارد؛ بدون تنوع و قیمت در فروشگاه خریدنی نیست.</p>
      ) : (
        <div className="relative overflow-x-auto">
          {/* relative: the visually hidden caption and header stay inside the scrolling box instead of widening the page. */}
          <table className="w-full min-w-[44rem] text-sm">
            <caption className="sr-only">تنوع‌های کالا</caption>
            <thead>
              <tr className="border-b border-line text-start text-muted">
                <th scope="col" className="p-2 text-start font-medium">تنوع</th>
                <th scope="col" className="p-2 text-start font-medium">قیمت</th>
                <th scope="col" className="p-2 text-start font-medium">پس از تخفیف</th>
                <th scope="col" className="p-2 text-start font-medium">موجودی</th>
                <th scope="col" className="p-2 text-start font-medium">حداکثر خرید</th>
                <th scope="col" className="p-2 text-start font-medium">
                  <span className="sr-only">کارها</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.variants.map((v) => {
                const colour = valueTitle(v.attr1ValueId);
                const second = valueTitle(v.attr2ValueId);
                const d = draft(v);
                const name = [colour?.title, second?.title].filter(Boolean).join(' · ') || v.sku;
                return (
                  <tr key={v.id} className="border-b border-line align-top last:border-0">
                    <th scope="row" className="p-2 text-start font-normal">
                      <span className="flex items-center gap-2 font-medium">
                        {colour?.swatch ? <span aria-hidden className="size-4 rounded-full border border-line" style={{ background: colour.swatch }} /> : null}
                        {name}
                      </span>
                      <bdi className="text-xs text-muted" dir="ltr">{v.sku}</bdi>
                      {!v.active ? <span className="ms-2 text-xs text-red-700">فروخته نمی‌شود</span> : null}
                      {v.promotionPrice !== null && v.promotionTo ? (
                        <span className="block text-xs text-muted">
                          حراج <Toman amount={v.promotionPrice} /> تا {formatJalaliDate(v.promotionTo)}
                        </span>
                      ) : null}
                    </th>
                    <td className="p-2">
                      <TomanInput aria-label={`قیمت ${name}`} value={d.price} onChange={(price) => edit(v, { price })} disabled={!canWrite} />
                    </td>
                    <td className="p-2">
                      <TomanInput aria-label={`قیمت پس از تخفیف ${name}`} value={d.discountPrice} onChange={(discountPrice) => edit(v, { discountPrice })} disabled={!canWrite} />
                    </td>
                    <td className="w-24 p-2">
                      <input aria-label={`موجودی ${name}`} inputMode="numeric" className={inputClass} value={toPersianDigits(d.stock)} onChange={(e) => edit(v, { stock: toLatinDigits(e.target.value) })} disabled={!canWrite} />
                    </td>
                    <td className="w-24 p-2">
                      <input aria-label={`حداکثر خرید ${name}`} inputMode="numeric" className={inputClass} value={toPersianDigits(d.maxBuy)} onChange={(e) => edit(v, { maxBuy: toLatinDigits(e.target.value) })} disabled={!canWrite} />
                    </td>
                    <td className="p-2">
                      {canWrite ? (
                        <RowActions name={name} onEdit={() => setEditing(v)} onRemove={() => setRemoving(v)} />
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog open={removing !== null} title="حذف تنوع" confirmLabel="حذف" pending={remove.isPending} onConfirm={() => void confirmRemove()} onCancel={() => setRemoving(null)}>
        اگر این تنوع در سفارشی آمده باشد، حذف نمی‌شود و فقط دیگر فروخته نمی‌شود.
      </ConfirmDialog>
    </section>
  );
}
