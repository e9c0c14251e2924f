'use client';

import { useState } from 'react';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { askToSignIn } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';
import { useRequestAlert } from '../api/request-alert';

/**
 * On a sold-out variant: "tell me when it is back"; on one on sale: "tell me when it costs less". A visitor signs in
 * in the modal first and the request is then made (SPEC §2).
 */
export function AlertButton({ variantId, available }: { variantId: number; available: boolean }) {
  const request = useRequestAlert();
  const [doneFor, setDoneFor] = useState<number | null>(null);
  const kind = available ? 'price_drop' : 'back_in_stock';
  const send = () =>
    request.mutate(
      { variantId, kind },
      {
        onSuccess: (message) => {
          setDoneFor(variantId);
          toast.success(message);
        },
        onError: (error) => toast.error(error.message || FALLBACK_ERROR),
      },
    );
  const press = () => {
    const { hydrated, userInfo } = useSessionStore.getState();
    if (!hydrated) return;
    if (userInfo) send();
    else askToSignIn(send);
  };
  if (doneFor === variantId) return <p role="status" className="text-center text-sm text-green-800">درخواست شما ثبت شد</p>;
  return (
    <button
      type="button"
      onClick={press}
      disabled={request.isPending}
      className={available ? 'w-full text-center text-sm text-brand-dark underline-offset-4 hover:underline' : 'w-full rounded-lg border border-brand py-2.5 text-sm font-bold text-brand-dark'}
    >
      {available ? 'کاهش قیمت را خبرم کن' : 'موجود شد خبرم کن'}
    </button>
  );
}
