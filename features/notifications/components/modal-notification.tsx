'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationSeen } from '../api/mark-notification-seen';

/**
 * SPEC §4: the newest unseen modal notification offers to continue a facility order after the wallet was charged;
 * pressing it marks it seen and goes to /dashboard/orders/{value}. "Later" only hides it for this visit.
 */
export function ModalNotification({ enabled }: { enabled: boolean }) {
  const router = useRouter();
  const titleId = useId();
  const { data } = useNotifications(enabled);
  const markSeen = useMarkNotificationSeen();
  const [dismissed, setDismissed] = useState<number[]>([]);
  const [going, setGoing] = useState(false);
  const action = useRef<HTMLButtonElement>(null);
  const notice = data?.find((n) => n.isModal && !n.seen && n.value !== null && !dismissed.includes(n.id));

  const noticeId = notice?.id;
  // Focus moves into the dialog when one opens, not on every refetch of the same one.
  useEffect(() => {
    if (noticeId !== undefined) action.current?.focus();
  }, [noticeId]);

  if (!notice) return null;
  const hide = () => setDismissed((ids) => [...ids, notice.id]);
  const proceed = async () => {
    setGoing(true);
    await markSeen(notice.id);
    hide();
    setGoing(false);
    router.push(`/dashboard/orders/${encodeURIComponent(notice.value!)}`);
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/50 p-4" onKeyDown={(e) => e.key === 'Escape' && hide()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className="w-full max-w-[450px] rounded-2xl bg-white p-6 shadow-xl">
        <h2 id={titleId} className="text-lg font-bold">{notice.title}</h2>
        {notice.body ? <p className="mt-3 text-sm leading-7">{notice.body}</p> : null}
        <div className="mt-6 flex gap-3">
          <button ref={action} type="button" onClick={() => void proceed()} disabled={going} className="flex-1 rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-60">
            ادامه سفارش
          </button>
          <button type="button" onClick={hide} className="rounded-lg border border-line px-4 py-3">
            بعدا
          </button>
        </div>
      </div>
    </div>
  );
}
