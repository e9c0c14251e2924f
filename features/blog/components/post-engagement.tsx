'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { blogCommentBodySchema } from '@/lib/contracts/blog';
import { askToSignIn } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';
import { useAddComment, useComments } from '../api/comments';
import { useLikePost } from '../api/like-post';

const fa = new Intl.NumberFormat('fa-IR');
const message = (e: unknown) => (e instanceof Error && e.message ? e.message : FALLBACK_ERROR);

/** Runs at once for a signed-in user; a visitor signs in in the modal first (SPEC §2). */
function whenSignedIn(action: () => void) {
  const { hydrated, userInfo } = useSessionStore.getState();
  if (!hydrated) return;
  if (userInfo) action();
  else askToSignIn(action);
}

/** The like (one per user or device) and the approved comments of a post, with a form for a new one. */
export function PostEngagement({ postId, likeCount }: { postId: number; likeCount: number }) {
  const [likes, setLikes] = useState(likeCount);
  const like = useLikePost();
  const comments = useComments(postId);
  const add = useAddComment(postId);
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  // A visitor likes without signing in (once per device); the session is awaited so a user's like is theirs.
  const pressLike = () => {
    if (!useSessionStore.getState().hydrated) return;
    like.mutate(postId, { onSuccess: setLikes, onError: (e) => toast.error(message(e)) });
  };
  const send = (event: FormEvent) => {
    event.preventDefault();
    const parsed = blogCommentBodySchema.safeParse({ body });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    whenSignedIn(() =>
      add.mutate(parsed.data.body, {
        onSuccess: (text) => {
          setBody('');
          toast.success(text);
        },
        onError: (e) => setProblem(message(e)),
      }),
    );
  };

  return (
    <div className="space-y-6">
      <button type="button" onClick={pressLike} disabled={like.isPending} className="rounded-full border border-line px-4 py-2 text-sm hover:bg-red-50">
        <span aria-hidden className="text-red-600">♥ </span>
        {`پسندیدم (${fa.format(likes)})`}
      </button>
      <section aria-labelledby="post-comments" className="space-y-3">
        <h2 id="post-comments" className="text-lg font-bold">دیدگاه‌ها</h2>
        {comments.data && comments.data.length === 0 ? <p className="text-sm text-muted">هنوز دیدگاهی منتشر نشده است.</p> : null}
        <ul className="space-y-3">
          {comments.data?.map((c) => (
            <li key={c.id} className="rounded-xl border border-line bg-white p-3 text-sm">
              <p className="leading-7">{c.body}</p>
              <p className="text-xs text-muted">{c.author} · {c.date}</p>
            </li>
          ))}
        </ul>
        <form onSubmit={send} noValidate className="space-y-2">
          <label className="block text-sm">
            دیدگاه شما
            <textarea value={body} onChange={(e) => setBody(e.target.value)} rows={3} className="mt-1 block w-full rounded-lg border border-line p-2" />
          </label>
          {problem ? <p role="alert" className="text-sm text-brand-dark">{problem}</p> : null}
          <button type="submit" disabled={add.isPending} className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white disabled:opacity-60">ثبت دیدگاه</button>
        </form>
      </section>
    </div>
  );
}
