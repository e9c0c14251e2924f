'use client';

import { useRouter } from 'next/navigation';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { useSessionStore, useSignedInUser } from '@/lib/session/session-store';
import { useFavoriteIds } from '../api/get-favorite-ids';
import { useSetFavorite } from '../api/set-favorite';

type Props = { productId: number; productTitle: string; className?: string };

/** The heart: toggles the product in the favourites; signed-out visitors go to /login and come back here (SPEC §2). */
export function FavoriteButton({ productId, productTitle, className = '' }: Props) {
  const router = useRouter();
  const hydrated = useSessionStore((s) => s.hydrated);
  const signedIn = useSignedInUser() !== null;
  const ids = useFavoriteIds(signedIn).data;
  const change = useSetFavorite();
  const favorite = signedIn && (ids?.includes(productId) ?? false);

  const toggle = async () => {
    if (!hydrated) return;
    if (!signedIn) {
      router.push(`/login?c=${encodeURIComponent(window.location.pathname + window.location.search)}`);
      return;
    }
    try {
      await change.mutateAsync({ productId, favorite: !favorite });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={favorite}
      aria-label={`علاقه‌مندی: ${productTitle}`}
      disabled={change.isPending}
      className={`grid size-9 place-items-center rounded-full bg-white/90 text-red-600 shadow-sm ring-1 ring-line hover:bg-red-50 disabled:opacity-60 ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable={false} className="size-5" fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
    </button>
  );
}
