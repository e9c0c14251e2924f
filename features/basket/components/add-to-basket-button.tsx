'use client';

import { toast } from 'react-toastify';
import { basketMessages } from '@/lib/contracts/basket-messages';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { useAddPublicBasket } from '../api/add-public-basket';
import { useAddUserBasket } from '../api/add-user-basket';

type Props = { signedIn: boolean; variantId: number; insuranceId: number | null; available: boolean };

/** Adds one of the chosen variant (with its chosen insurance) to the right basket; SPEC §8 toasts either way. */
export function AddToBasketButton({ signedIn, variantId, insuranceId, available }: Props) {
  const user = useAddUserBasket();
  const visitor = useAddPublicBasket();
  const pending = user.isPending || visitor.isPending;

  const add = async () => {
    const line = { productPropertyId: variantId, qty: 1, ...(insuranceId ? { insurance: true, insuranceId } : {}) };
    try {
      const message = signedIn ? await user.mutateAsync(line) : (await visitor.mutateAsync(line)).message;
      toast.success(message ?? basketMessages.added);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  return (
    <button
      type="button"
      onClick={add}
      disabled={!available || pending}
      aria-busy={pending}
      className="w-full rounded-lg bg-brand px-4 py-3 font-bold text-white disabled:cursor-not-allowed disabled:opacity-60"
    >
      {available ? 'افزودن به سبد خرید' : 'ناموجود'}
    </button>
  );
}
