'use client';

import { useState } from 'react';
import { RatingBadge } from '@/components/rating-badge';
import { toast } from '@/components/toasts';
import type { Review } from '@/lib/contracts/reviews';
import { useReviews, type ReviewSort } from '../api/get-reviews';
import { useVoteHelpful } from '../api/vote-helpful';
import { errorText } from './error-text';
import { ReviewForm } from './review-form';
import { useSignedInAction } from './use-signed-in-action';

const fa = new Intl.NumberFormat('fa-IR');
const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'جدیدترین' },
  { value: 'helpful', label: 'مفیدترین' },
];

/** Approved reviews of the product, a way to write one, and "helpful" votes. */
export function ProductReviews({ productId }: { productId: number }) {
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [writing, setWriting] = useState(false);
  const { data, isPending, isError } = useReviews(productId, sort);
  const signedIn = useSignedInAction();

  return (
    <section aria-labelledby="product-reviews" className="space-y-4 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="product-reviews" className="text-lg font-bold">
          نظر خریداران
          {data?.summary ? <RatingBadge average={data.summary.average} count={data.summary.count} className="ms-2 align-middle text-sm" /> : null}
        </h2>
        <button type="button" onClick={() => signedIn(() => setWriting(true))} className="rounded-lg border border-brand px-3 py-1.5 text-sm text-brand-dark">
          نظر خود را بنویسید
        </button>
      </div>
      {writing ? <ReviewForm productId={productId} onDone={() => setWriting(false)} /> : null}
      <div role="group" aria-label="ترتیب نظرها" className="flex gap-2 text-sm">
        {SORTS.map((s) => (
          <button key={s.value} type="button" aria-pressed={sort === s.value} onClick={() => setSort(s.value)} className={`rounded-full px-3 py-1 ${sort === s.value ? 'bg-gray-900 text-white' : 'bg-gray-100'}`}>
            {s.label}
          </button>
        ))}
      </div>
      {isPending ? <p className="text-sm text-muted">در حال بارگذاری…</p> : null}
      {isError ? <p className="text-sm text-muted">نظرها بارگذاری نشد.</p> : null}
      {data && data.items.length === 0 ? <p className="text-sm text-muted">هنوز نظری برای این کالا ثبت نشده است.</p> : null}
      <ul className="divide-y divide-line">
        {data?.items.map((r) => <ReviewItem key={r.id} productId={productId} review={r} />)}
      </ul>
    </section>
  );
}

function ReviewItem({ productId, review }: { productId: number; review: Review }) {
  const vote = useVoteHelpful(productId);
  const signedIn = useSignedInAction();
  const helpful = () =>
    signedIn(() =>
      vote.mutate(review.id, {
        onSuccess: () => toast.success('سپاس از بازخورد شما'),
        onError: (error) => toast.error(errorText(error)),
      }),
    );
  return (
    <li className="space-y-2 py-3">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="text-amber-500">
          <span aria-hidden>{'★'.repeat(review.rating)}</span>
          <span aria-hidden className="text-gray-300">{'★'.repeat(5 - review.rating)}</span>
          <span className="sr-only">{`${fa.format(review.rating)} از ۵ ستاره`}</span>
        </span>
        <span className="font-bold">{review.author}</span>
        {review.verifiedBuyer ? <span className="rounded-full bg-green-50 px-2 py-0.5 text-xs text-green-800">خریدار این کالا</span> : null}
        <span className="text-xs text-muted">{review.date}</span>
      </div>
      <p className="text-sm leading-7">{review.body}</p>
      {review.pros.length || review.cons.length ? (
        <ul className="space-y-1 text-sm">
          {review.pros.map((p) => (
            <li key={`+${p}`} className="text-green-800"><span aria-hidden>+ </span><span className="sr-only">نقطه قوت: </span>{p}</li>
          ))}
          {review.cons.map((c) => (
            <li key={`-${c}`} className="text-brand-dark"><span aria-hidden>− </span><span className="sr-only">نقطه ضعف: </span>{c}</li>
          ))}
        </ul>
      ) : null}
      <button type="button" onClick={helpful} disabled={vote.isPending} className="text-xs text-muted hover:text-gray-900">
        {`مفید بود (${fa.format(review.helpfulCount)})`}
      </button>
    </li>
  );
}
