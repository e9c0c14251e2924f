'use client';

import { useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { FALLBACK_ERROR } from '@/lib/api-client';
import type { AdminBlogPost } from '@/lib/contracts/blog';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { useAdminPosts } from '../api/list-posts';
import { PostForm } from './post-form';

const stateOf = (p: AdminBlogPost) =>
  !p.publishedAt ? 'پیش‌نویس' : new Date(p.publishedAt) > new Date() ? `زمان‌بندی: ${formatJalaliDateTime(p.publishedAt)}` : `منتشرشده: ${formatJalaliDateTime(p.publishedAt)}`;

/** The blog's posts for the content role: write, edit, schedule. Comments are moderated at /admin/moderation. */
export function BlogAdminPage() {
  const list = useAdminPosts();
  const [editing, setEditing] = useState<AdminBlogPost | 'new' | null>(null);
  return (
    <div className="space-y-4">
      <PageHeader
        title="بلاگ"
        description="نوشته‌ها از زمان انتشارشان در /blog، خوراک RSS و نقشه سایت دیده می‌شوند. دیدگاه‌ها در «نظرها و پرسش‌ها» بررسی می‌شوند."
        actions={
          <Can permission="content.write">
            <Button onClick={() => setEditing('new')}>نوشته تازه</Button>
          </Can>
        }
      />
      {editing ? <PostForm key={editing === 'new' ? 'new' : editing.id} post={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {list.isError ? <ErrorState message={list.error.message || FALLBACK_ERROR} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <EmptyState title="هنوز نوشته‌ای نیست" /> : null}
      <ul className="divide-y divide-line rounded-xl border border-line bg-white">
        {list.data?.map((p) => (
          <li key={p.id} className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
            <div>
              <p className="font-bold">{p.title}</p>
              <p className="text-xs text-muted">{p.category} · {stateOf(p)}</p>
            </div>
            <Can permission="content.write">
              <Button variant="secondary" onClick={() => setEditing(p)} aria-label={`ویرایش ${p.title}`}>ویرایش</Button>
            </Can>
          </li>
        ))}
      </ul>
    </div>
  );
}
