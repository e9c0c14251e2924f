'use client';

import { useState, type ChangeEvent } from 'react';
import { useAccess } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { inputClass } from '@/components/admin/form/field';
import { toast } from '@/components/toasts';
import { toApiError } from '@/lib/api-client';
import type { ProductPicture } from '@/lib/contracts/admin/pictures';
import type { AdminProduct, CatalogOptions } from '@/lib/contracts/admin/products';
import { imageUrl } from '@/lib/images';
import { toPersianDigits } from '@/lib/format/digits';
import { useAddPicture } from '../api/add-picture';
import { useSetPictures } from '../api/set-pictures';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/** Upload, order (the first is the main picture), alt text, colour and removal of a product's pictures. */
export function PicturesPanel({ product, options }: { product: AdminProduct; options: CatalogOptions }) {
  const canWrite = useAccess().can('catalog.write');
  const [draft, setDraft] = useState<ProductPicture[] | null>(null);
  const add = useAddPicture();
  const save = useSetPictures();
  const pictures = draft ?? product.pictures;

  const colours = options.attributes.filter((a) => a.type === 1).flatMap((a) => a.values);
  const productColours = colours.filter((c) => product.variants.some((v) => v.attr1ValueId === c.id));

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    for (const file of files) {
      try {
        await add.mutateAsync({ productId: product.id, file, alt: product.title, colourValueId: null });
        setDraft(null);
      } catch (error) {
        toast.error(`${file.name}: ${toApiError(error).message}`);
        return;
      }
    }
    if (files.length > 0) toast.success(files.length === 1 ? 'تصویر افزوده شد' : `${toPersianDigits(files.length)} تصویر افزوده شد`);
  };

  const change = (next: ProductPicture[]) => setDraft(next);
  const move = (from: number, to: number) => {
    const next = [...pictures];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    change(next);
  };
  const edit = (i: number, patch: Partial<ProductPicture>) => change(pictures.map((p, k) => (k === i ? { ...p, ...patch } : p)));

  const submit = async () => {
    if (!draft) return;
    try {
      const { message } = await save.mutateAsync({ productId: product.id, input: { pictures: draft } });
      setDraft(null);
      toast.success(message);
    } catch (error) {
      toast.error(toApiError(error).message);
    }
  };

  return (
    <section aria-labelledby="pictures-title" className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="pictures-title" className="font-bold">
          تصویرها
        </h2>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex min-h-10 cursor-pointer items-center rounded-lg border border-line px-4 text-sm font-medium hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand">
              {add.isPending ? 'در حال بارگذاری…' : 'بارگذاری تصویر'}
              <input type="file" accept={ACCEPT} multiple className="sr-only" onChange={(e) => void upload(e)} disabled={add.isPending} />
            </label>
            <Button onClick={() => void submit()} disabled={!draft} pending={save.isPending}>
              ذخیره تصویرها
            </Button>
          </div>
        ) : null}
      </div>
      <p className="text-sm text-muted">JPEG، PNG یا WebP تا ۵ مگابایت. نخستین تصویر، تصویر اصلی کالاست. تصویری که به رنگی بسته شود، با انتخاب آن رنگ نشان داده می‌شود.</p>
      {pictures.length === 0 ? <p className="text-sm text-muted">این کالا هنوز تصویری ندارد.</p> : null}
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {pictures.map((p, i) => (
          <li key={p.src} className="flex flex-col gap-2 rounded-lg border border-line p-2">
            <div className="relative">
              {/* eslint-disable-next-line @next/next/no-img-element -- the console shows the served size as it is */}
              <img src={imageUrl(p.src, { width: 320 })} alt={p.alt} className="aspect-square w-full rounded-md bg-gray-50 object-contain" loading="lazy" />
              {i === 0 ? <span className="absolute start-2 top-2 rounded-full bg-brand px-2 py-0.5 text-xs text-white">اصلی</span> : null}
            </div>
            <label className="text-xs">
              متن جایگزین
              <input className={inputClass} value={p.alt} onChange={(e) => edit(i, { alt: e.target.value })} disabled={!canWrite} />
            </label>
            <label className="text-xs">
              رنگ
              <select className={inputClass} value={p.colourValueId ?? ''} onChange={(e) => edit(i, { colourValueId: e.target.value ? Number(e.target.value) : null })} disabled={!canWrite}>
                <option value="">همه رنگ‌ها</option>
                {productColours.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </label>
            {canWrite ? (
              <div className="flex flex-wrap gap-1">
                <Button variant="ghost" disabled={i === 0} onClick={() => move(i, 0)} aria-label={`تصویر ${toPersianDigits(i + 1)} را اصلی کن`}>
                  اصلی
                </Button>
                <Button variant="ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`تصویر ${toPersianDigits(i + 1)} یکی جلوتر`}>
                  جلوتر
                </Button>
                <Button variant="ghost" disabled={i === pictures.length - 1} onClick={() => move(i, i + 1)} aria-label={`تصویر ${toPersianDigits(i + 1)} یکی عقب‌تر`}>
                  عقب‌تر
                </Button>
                <Button variant="ghost" onClick={() => change(pictures.filter((_, k) => k !== i))} aria-label={`حذف تصویر ${toPersianDigits(i + 1)}`}>
                  حذف
                </Button>
              </div>
            ) : null}
          </li>
        ))}
      </ol>
      {draft ? <p className="text-sm text-amber-800">تغییرها هنوز ذخیره نشده‌اند.</p> : null}
    </section>
  );
}
