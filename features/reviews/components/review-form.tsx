'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { reviewBodySchema } from '@/lib/contracts/reviews';
import { useSubmitReview } from '../api/submit-review';
import { errorText } from './error-text';

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);
const STARS = [1, 2, 3, 4, 5] as const;
const fa = new Intl.NumberFormat('fa-IR');

/** Stars, text, pros and cons (one a line); the server decides whether the writer bought the product. */
export function ReviewForm({ productId, onDone }: { productId: number; onDone: () => void }) {
  const [rating, setRating] = useState(0);
  const [body, setBody] = useState('');
  const [pros, setPros] = useState('');
  const [cons, setCons] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = useSubmitReview(productId);
  const id = useId();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = reviewBodySchema.safeParse({ rating, body, pros: lines(pros), cons: lines(cons) });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    try {
      toast.success(await submit.mutateAsync(parsed.data));
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    }
  };

  return (
    <form onSubmit={send} noValidate className="space-y-3 rounded-xl border border-line p-4">
      <fieldset>
        <legend className="mb-1 text-sm font-bold">امتیاز شما</legend>
        <div className="flex gap-1" dir="ltr">
          {STARS.map((n) => (
            <label key={n} className="cursor-pointer text-2xl">
              <input type="radio" name={`${id}-rating`} value={n} checked={rating === n} onChange={() => setRating(n)} className="sr-only" />
              <span aria-hidden className={n <= rating ? 'text-amber-500' : 'text-gray-300'}>★</span>
              <span className="sr-only">{`${fa.format(n)} ستاره`}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="block text-sm">
        متن نظر
        <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={4} className="mt-1 block w-full rounded-lg border border-line p-2" />
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="block text-sm">
          نقاط قوت (هر کدام در یک خط)
          <textarea value={pros} onChange={(e) => setPros(e.target.value)} rows={3} className="mt-1 block w-full rounded-lg border border-line p-2" />
        </label>
        <label className="block text-sm">
          نقاط ضعف (هر کدام در یک خط)
          <textarea value={cons} onChange={(e) => setCons(e.target.value)} rows={3} className="mt-1 block w-full rounded-lg border border-line p-2" />
        </label>
      </div>
      {problem ? <p role="alert" className="text-sm text-brand-dark">{problem}</p> : null}
      <button type="submit" disabled={submit.isPending} className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white disabled:opacity-60">
        ثبت نظر
      </button>
    </form>
  );
}
