'use client';

import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/toasts';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { askToSignIn } from '@/lib/session/login-prompt';
import { useSessionStore, useSignedInUser } from '@/lib/session/session-store';
import { favoriteIdsKey, useFavoriteIds } from '../api/get-favorite-ids';
import { favoritesListKey } from '../api/get-favorites';
import { setFavorite, useSetFavorite } from '../api/set-favorite';

type Props = { productId: number; productTitle: string; className?: string };

/**
 * The heart: toggles the product in the favourites; a signed-out visitor signs in in the modal and the product is
 * then added (SPEC §2, the login "in a modal").
 * A visitor's heart holds no query or mutation: every product card draws one, and most first visits are signed out.
 */
export function FavoriteButton(props: Props) {
  return useSignedInUser() !== null ? <UserHeart {...props} /> : <VisitorHeart {...props} />;
}

function VisitorHeart({ productId, productTitle, className = '' }: Props) {
  const client = useQueryClient();
  // Runs after the sign-in, when this heart has already become a UserHeart: it talks to the query cache directly.
  const addAfterSignIn = async () => {
    try {
      client.setQueryData(favoriteIdsKey, await setFavorite({ productId, favorite: true }));
      toast.success(`«${productTitle}» به علاقه‌مندی‌ها افزوده شد`);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    } finally {
      // The ids the signed-in heart fetched meanwhile may predate the addition.
      void client.invalidateQueries({ queryKey: favoriteIdsKey });
      void client.invalidateQueries({ queryKey: favoritesListKey });
    }
  };
  const toLogin = () => {
    // Until the stored session has been read, the visitor may still turn out to be signed in.
    if (!useSessionStore.getState().hydrated) return;
    askToSignIn(() => void addAfterSignIn());
  };
  return <Heart productTitle={productTitle} className={className} favorite={false} pending={false} onClick={toLogin} />;
}

function UserHeart({ productId, productTitle, className = '' }: Props) {
  const ids = useFavoriteIds(true).data;
  const change = useSetFavorite();
  const favorite = ids?.includes(productId) ?? false;

  const toggle = async () => {
    try {
      await change.mutateAsync({ productId, favorite: !favorite });
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };
  return <Heart productTitle={productTitle} className={className} favorite={favorite} pending={change.isPending} onClick={toggle} />;
}

type HeartProps = { productTitle: string; className: string; favorite: boolean; pending: boolean; onClick: () => void };

function Heart({ productTitle, className, favorite, pending, onClick }: HeartProps) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={favorite}
      aria-label={`علاقه‌مندی: ${productTitle}`}
      disabled={pending}
      className={`grid size-9 place-items-center rounded-full bg-white/90 text-red-600 shadow-sm ring-1 ring-line hover:bg-red-50 disabled:opacity-60 ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable={false} className="size-5" fill={favorite ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={1.8} strokeLinejoin="round">
        <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />
      </svg>
    </button>
  );
}
