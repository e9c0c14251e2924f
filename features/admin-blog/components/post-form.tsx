'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin/button';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { blogPostBodySchema, type AdminBlogPost } from '@/lib/contracts/blog';
import { toLatinDigits } from '@/lib/format/digits';
import { useSavePost } from '../api/save-post';

type Draft = { slug: string; title: string; summary: string; body: string; cover: string; category: string; tags: string; authorName: string; productIds: string; publishAt: string; publish: boolean };

const pad = (n: number) => String(n).padStart(2, '0');
/** datetime-local holds the browser's own clock time, not UTC. */
function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
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
  productIds: p?.productIds.join('، ') ?? '',
  // Empty means "now" when the post is published.
  publishAt: p?.publishedAt ? localInput(p.publishedAt) : '',
  publish: Boolean(p?.publishedAt),
});

const FIELDS: { key: Exclude<keyof Draft, 'publish' | 'body' | 'summary' | 'publishAt'>; label: string; dir?: 'ltr' }[] = [
  { key: 'title', label: 'عنوان' },
  { key: 'slug', label: 'نامک (در نشانی)', dir: 'ltr' },
  { key: 'category', label: 'دسته' },
  { key: 'tags', label: 'برچسب‌ها (با ویرگول جدا کنید)' },
  { key: 'authorName', label: 'نویسنده' },
  { key: 'cover', label: 'نشانی تصویر شاخص', dir: 'ltr' },
  { key: 'productIds', label: 'شناسه کالاهای مرتبط (با ویرگول)', dir: 'ltr' },
];

/** Writes or edits a post: a draft until «منتشر شود» is ticked; a future time schedules it. */
export function PostForm({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const [draft, setDraft] = useState(() => fromPost(post));
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePost();
  const set = (key: keyof Draft, value: string | boolean) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogPostBodySchema.safeParse({
      slug: draft.slug.trim(),
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      cover: draft.cover.trim() || null,
      category: draft.category,
      tags: draft.tags.split(/[،,]/).map((t) => t.trim()).filter(Boolean),
      authorName: draft.authorName,
      productIds: draft.productIds.split(/[،,\s]+/).filter(Boolean).map((id) => Number(toLatinDigits(id))),
      publishedAt: draft.publish ? (draft.publishAt ? new Date(draft.publishAt) : new Date()).toISOString() : null,
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
        <label className="block">
          زمان انتشار (خالی: همین حالا)
          <input type="datetime-local" value={draft.publishAt} disabled={!draft.publish} onChange={(e) => set('publishAt', e.target.value)} className="mt-1 block rounded-lg border border-line p-2" />
        </label>
      </div>
      {problem ? <p role="alert" className="text-brand-dark">{problem}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" pending={save.isPending}>ذخیره</Button>
        <Button variant="secondary" onClick={onDone}>انصراف</Button>
      </div>
    </form>
  );
}
