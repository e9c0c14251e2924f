'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog';
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
  const notice = data?.find((n) => n.isModal && !n.seen && n.value !== null && !dismissed.includes(n.id));

  const hide = () => {
    if (notice) setDismissed((ids) => [...ids, notice.id]);
  };
  const proceed = async () => {
    if (!notice) return;
    setGoing(true);
    await markSeen(notice.id);
    hide();
    setGoing(false);
    router.push(`/dashboard/orders/${encodeURIComponent(notice.value!)}`);
  };

  // The first button (continue) takes focus when it opens: the dialog's own focusing steps.
  return (
    <Dialog open={Boolean(notice)} onClose={hide} labelledBy={titleId} className="mx-auto max-w-[450px] rounded-2xl bg-white p-6 shadow-xl">
      {notice ? (
        <>
          <h2 id={titleId} className="text-lg font-bold">{notice.title}</h2>
          {notice.body ? <p className="mt-3 text-sm leading-7">{notice.body}</p> : null}
          <div className="mt-6 flex gap-3">
            <button type="button" onClick={() => void proceed()} disabled={going} className="flex-1 rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:opacity-60">
              ادامه سفارش
            </button>
            <button type="button" onClick={hide} className="rounded-lg border border-line px-4 py-3">
              بعدا
            </button>
          </div>
        </>
      ) : null}
    </Dialog>
  );
}
