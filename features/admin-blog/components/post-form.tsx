'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin/button';
import { JalaliDateInput } from '@/components/admin/inputs/jalali-date-input';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { blogPostBodySchema, type AdminBlogPost } from '@/lib/contracts/blog';
import { toLatinDigits, toPersianDigits } from '@/lib/format/digits';
import { tehranDayStart, tehranIsoDay } from '@/lib/format/jalali';
import type { PickedProduct } from '../api/search-products';
import { useSavePost } from '../api/save-post';
import { ProductPicker } from './product-picker';

type Draft = {
  slug: string; title: string; summary: string; body: string; cover: string; category: string; tags: string; authorName: string;
  products: PickedProduct[];
  /** The Tehran day ('YYYY-MM-DD') and clock time ('HH:MM') of publication; no day means "now". */
  publishDay: string | undefined; publishTime: string; publish: boolean;
};

const MAX_PRODUCTS = 8;
const MINUTE = 60_000;
const pad = (n: number) => String(n).padStart(2, '0');
const TIME = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Tehran's clock time of an instant: Iran keeps one offset all year, so it is the minutes since the day began. */
function tehranTime(at: Date): string {
  const minutes = Math.round((at.getTime() - tehranDayStart(tehranIsoDay(at)).getTime()) / MINUTE);
  return toPersianDigits(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
}

/** The instant of a Tehran day and clock time, or a Persian message when the time is not HH:MM. */
export function publishInstant(day: string, time: string): Date | string {
  const match = TIME.exec(toLatinDigits(time.trim() || '00:00'));
  if (!match) return 'ساعت انتشار را به شکل ۰۹:۳۰ بنویسید';
  return new Date(tehranDayStart(day).getTime() + (Number(match[1]) * 60 + Number(match[2])) * MINUTE);
}

const fromPost = (p: AdminBlogPost | null): Draft => ({
  slug: p?.slug ?? '',
  title: p?.title ?? '',
  summary: p?.summary ?? '',
  body: p?.body ?? '',
  cover: p?.cover ?? '',
  category: p?.category ?? '',
  tags: p?.tags.join('، ') ?? '',
  authorName: p?.authorName ?? '',
  products: p?.products ?? [],
  publishDay: p?.publishedAt ? tehranIsoDay(new Date(p.publishedAt)) : undefined,
  publishTime: p?.publishedAt ? tehranTime(new Date(p.publishedAt)) : '',
  publish: Boolean(p?.publishedAt),
});

const FIELDS: { key: 'title' | 'slug' | 'category' | 'tags' | 'authorName' | 'cover'; label: string; dir?: 'ltr' }[] = [
  { key: 'title', label: 'عنوان' },
  { key: 'slug', label: 'نامک (در نشانی)', dir: 'ltr' },
  { key: 'category', label: 'دسته' },
  { key: 'tags', label: 'برچسب‌ها (با ویرگول جدا کنید)' },
  { key: 'authorName', label: 'نویسنده' },
  { key: 'cover', label: 'نشانی تصویر شاخص', dir: 'ltr' },
];

/** Writes or edits a post: a draft until «منتشر شود» is ticked; a future time schedules it. */
export function PostForm({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => fromPost(post));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePost();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const at = draft.publish && draft.publishDay ? publishInstant(draft.publishDay, draft.publishTime) : new Date();
    if (typeof at === 'string') return setProblem(at);
    const parsed = blogPostBodySchema.safeParse({
      slug: draft.slug.trim(),
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      cover: draft.cover.trim() || null,
      category: draft.category,
      tags: draft.tags.split(/[،,]/).map((t) => t.trim()).filter(Boolean),
      authorName: draft.authorName,
      productIds: draft.products.map((p) => p.id),
      publishedAt: draft.publish ? at.toISOString() : null,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? FALLBACK_ERROR);
    setProblem(null);
    try {
      toast.success(await save.mutateAsync({ id: post?.id ?? null, body: parsed.data }));
      onDone();
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={post ? 'ویرایش نوشته' : 'نوشته تازه'} className="space-y-3 rounded-xl border border-line bg-white p-4 text-sm">
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <label key={f.key} className="block">
            {f.label}
            <input value={draft[f.key]} dir={f.dir} onChange={(e) => set(f.key, e.target.value)} className="mt-1 block w-full rounded-lg border border-line p-2" />
          </label>
        ))}
      </div>
      <label className="block">
        خلاصه
        <textarea value={draft.summary} onChange={(e) => set('summary', e.target.value)} rows={2} className="mt-1 block w-full rounded-lg border border-line p-2" />
      </label>
      <label className="block">
        متن (HTML)
        <textarea value={draft.body} dir="auto" onChange={(e) => set('body', e.target.value)} rows={10} className="mt-1 block w-full rounded-lg border border-line p-2 font-mono" />
      </label>
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={draft.publish} onChange={(e) => set('publish', e.target.checked)} />
          منتشر شود
        </label>
        <div className="block">
          <label htmlFor="post-publish-day">روز انتشار (خالی: همین حالا)</label>
          <JalaliDateInput id="post-publish-day" value={draft.publishDay} onChange={(day) => set('publishDay', day)} disabled={!draft.publish} />
        </div>
        <label className="block">
          ساعت انتشار (تهران)
          <input value={draft.publishTime} dir="ltr" inputMode="numeric" placeholder="۰۹:۳۰" disabled={!draft.publish || !draft.publishDay} onChange={(e) => set('publishTime', e.target.value)} className="mt-1 block w-28 rounded-lg border border-line p-2" />
        </label>
      </div>
      <ProductPicker value={draft.products} onChange={(next) => set('products', next)} max={MAX_PRODUCTS} />
      {problem ? <p role="alert" className="text-brand-dark">{problem}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" pending={save.isPending}>ذخیره</Button>
        <Button variant="secondary" onClick={onDone}>انصراف</Button>
      </div>
    </form>
  );
}
