'use client';

import { useState } from 'react';
import { Can } from '@/components/admin/access';
import { Button } from '@/components/admin/button';
import { PageHeader } from '@/components/admin/page-header';
import { EmptyState, ErrorState } from '@/components/admin/state-panels';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { MODERATED_KINDS, MODERATED_KIND_LABELS, type ModerationItem } from '@/lib/contracts/admin/moderation';
import { useDecideModeration } from '../api/decide-moderation';
import { useModerationList, type ModerationQuery } from '../api/list-moderation';

const STATUS_LABELS: Record<ModerationQuery['status'], string> = { pending: 'در انتظار بررسی', approved: 'تأییدشده', rejected: 'ردشده' };
const fa = new Intl.NumberFormat('fa-IR');

/** The queue of reviews, questions and answers waiting for an operator; nothing shows on the shop before approval. */
export function ModerationPage() {
  const [query, setQuery] = useState<ModerationQuery>({ kind: 'review', status: 'pending' });
  const list = useModerationList(query);
  return (
    <div className="space-y-4">
      <PageHeader title="نظرها و پرسش‌ها" description="نظر خریداران، پرسش‌ها و پاسخ‌ها پس از تأیید در صفحه کالا دیده می‌شوند." />
      <div className="flex flex-wrap items-center gap-3">
        <div role="group" aria-label="نوع" className="flex gap-2">
          {MODERATED_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              aria-pressed={query.kind === kind}
              onClick={() => setQuery((q) => ({ ...q, kind }))}
              className={`rounded-full px-3 py-1 text-sm ${query.kind === kind ? 'bg-gray-900 text-white' : 'bg-gray-100'}`}
            >
              {MODERATED_KIND_LABELS[kind]}
            </button>
          ))}
        </div>
        <label className="text-sm">
          وضعیت{' '}
          <select
            value={query.status}
            onChange={(e) => setQuery((q) => ({ ...q, status: e.target.value as ModerationQuery['status'] }))}
            className="rounded-lg border border-line px-2 py-1"
          >
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </label>
      </div>
      {list.isError ? <ErrorState message={list.error.message || FALLBACK_ERROR} onRetry={() => void list.refetch()} /> : null}
      {list.data && list.data.length === 0 ? <EmptyState title="موردی نیست">در این فهرست چیزی برای بررسی نیست.</EmptyState> : null}
      <ul className="space-y-3">
        {list.data?.map((item) => <ModerationCard key={`${item.kind}-${item.id}`} item={item} />)}
      </ul>
    </div>
  );
}

function ModerationCard({ item }: { item: ModerationItem }) {
  const decide = useDecideModeration();
  const act = async (status: 'approved' | 'rejected') => {
    try {
      toast.success(await decide.mutateAsync({ kind: item.kind, id: item.id, status }));
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };
  return (
    <li className="space-y-2 rounded-xl border border-line bg-white p-4 text-sm">
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted">
        <span>{item.productTitle}</span>
        <bdi dir="ltr">{item.authorMobile}</bdi>
        <span>{item.date}</span>
        {item.byStaff ? <span>کارشناس فروشگاه</span> : null}
        {item.rating !== null ? <span>{`امتیاز ${fa.format(item.rating)} از ۵`}</span> : null}
      </div>
      {item.question ? <p className="text-muted">پرسش: {item.question}</p> : null}
      <p className="leading-7">{item.body}</p>
      {item.pros.length ? <p className="text-green-800">نقاط قوت: {item.pros.join('، ')}</p> : null}
      {item.cons.length ? <p className="text-brand-dark">نقاط ضعف: {item.cons.join('، ')}</p> : null}
      <Can permission="content.write">
        <div className="flex gap-2">
          {item.status !== 'approved' ? (
            <Button pending={decide.isPending} onClick={() => void act('approved')}>تأیید</Button>
          ) : null}
          {item.status !== 'rejected' ? (
            <Button variant="danger" pending={decide.isPending} onClick={() => void act('rejected')}>رد</Button>
          ) : null}
        </div>
      </Can>
    </li>
  );
}
