'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { answerBodySchema, questionBodySchema, type Question } from '@/lib/contracts/reviews';
import { useAnswerQuestion } from '../api/answer-question';
import { useAskQuestion } from '../api/ask-question';
import { useQuestions } from '../api/get-questions';
import { errorText } from './error-text';
import { useSignedInAction } from './use-signed-in-action';

/** Approved questions with their approved answers; asking needs an account, answering is for staff and buyers. */
export function ProductQuestions({ productId }: { productId: number }) {
  const { data, isPending, isError } = useQuestions(productId);
  const [asking, setAsking] = useState(false);
  const signedIn = useSignedInAction();
  const ask = useAskQuestion(productId);

  return (
    <section aria-labelledby="product-questions" className="space-y-4 rounded-xl border border-line bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="product-questions" className="text-lg font-bold">پرسش و پاسخ</h2>
        <button type="button" onClick={() => signedIn(() => setAsking(true))} className="rounded-lg border border-brand px-3 py-1.5 text-sm text-brand-dark">
          پرسش خود را بپرسید
        </button>
      </div>
      {asking ? (
        <TextForm
          label="متن پرسش"
          submitLabel="ثبت پرسش"
          pending={ask.isPending}
          validate={(body) => questionBodySchema.safeParse({ body })}
          send={(body) => ask.mutateAsync(body)}
          onDone={() => setAsking(false)}
        />
      ) : null}
      {isPending ? <p className="text-sm text-muted">در حال بارگذاری…</p> : null}
      {isError ? <p className="text-sm text-muted">پرسش‌ها بارگذاری نشد.</p> : null}
      {data && data.length === 0 ? <p className="text-sm text-muted">هنوز پرسشی درباره این کالا ثبت نشده است.</p> : null}
      <ul className="divide-y divide-line">
        {data?.map((q) => <QuestionItem key={q.id} question={q} />)}
      </ul>
    </section>
  );
}

function QuestionItem({ question }: { question: Question }) {
  const [answering, setAnswering] = useState(false);
  const signedIn = useSignedInAction();
  const answer = useAnswerQuestion();
  return (
    <li className="space-y-2 py-3 text-sm">
      <p className="leading-7"><span className="font-bold">پرسش: </span>{question.body}</p>
      <p className="text-xs text-muted">{question.author} · {question.date}</p>
      {question.answers.length > 0 ? (
        <ul className="space-y-2 border-s-2 border-line ps-3">
          {question.answers.map((a) => (
            <li key={a.id}>
              <p className="leading-7">{a.body}</p>
              <p className="text-xs text-muted">
                {a.author}
                {a.byStaff ? null : ' (خریدار)'} · {a.date}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {answering ? (
        <TextForm
          label="متن پاسخ"
          submitLabel="ثبت پاسخ"
          pending={answer.isPending}
          validate={(body) => answerBodySchema.safeParse({ body })}
          send={(body) => answer.mutateAsync({ questionId: question.id, body })}
          onDone={() => setAnswering(false)}
        />
      ) : (
        <button type="button" onClick={() => signedIn(() => setAnswering(true))} className="text-xs text-brand-dark">
          پاسخ دهید
        </button>
      )}
    </li>
  );
}

type Parsed = { success: true } | { success: false; error: { issues: { message: string }[] } };
type TextFormProps = { label: string; submitLabel: string; pending: boolean; validate: (body: string) => Parsed; send: (body: string) => Promise<string>; onDone: () => void };

function TextForm({ label, submitLabel, pending, validate, send, onDone }: TextFormProps) {
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = validate(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    try {
      toast.success(await send(body.trim()));
      onDone();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label className="block text-sm">
        {label}
        <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={3} className="mt-1 block w-full rounded-lg border border-line p-2" />
      </label>
      {problem ? <p role="alert" className="text-sm text-brand-dark">{problem}</p> : null}
      <button type="submit" disabled={pending} className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white disabled:opacity-60">
        {submitLabel}
      </button>
    </form>
  );
}
