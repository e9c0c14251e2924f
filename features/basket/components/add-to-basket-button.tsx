'use client';

import { toast } from '@/components/toasts';
import { basketMessages } from '@/lib/contracts/basket-messages';
import { FALLBACK_ERROR } from '@/lib/api-client';
import { useAddToBasket } from '../api/use-add-to-basket';
import { AddedToast } from './added-toast';

type Props = {
  signedIn: boolean;
  variantId: number;
  insuranceId: number | null;
  available: boolean;
  /** 'icon' on product cards, 'small' in lists, the full-width button on the product page. */
  size?: 'full' | 'small' | 'icon';
  /** Names the product for screen readers where many such buttons share a page. */
  productTitle?: string;
};

const sizes = {
  full: 'w-full rounded-lg bg-brand px-4 py-3 font-bold text-white',
  small: 'w-full rounded-lg bg-brand px-3 py-2 text-sm font-bold text-white',
  icon: 'grid size-9 place-items-center rounded-full bg-brand text-white shadow-sm',
} as const;

/** Adds one of the chosen variant (with its chosen insurance) to the right basket; SPEC §8 toasts either way. */
export function AddToBasketButton({ signedIn, variantId, insuranceId, available, size = 'full', productTitle }: Props) {
  const { add: addLine, pending } = useAddToBasket();

  const add = async () => {
    const line = { productPropertyId: variantId, qty: 1, ...(insuranceId ? { insurance: true, insuranceId } : {}) };
    try {
      const message = await addLine(signedIn, line);
      toast.success(({ closeToast }) => <AddedToast message={message ?? basketMessages.added} closeToast={closeToast} />);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : FALLBACK_ERROR);
    }
  };

  const text = available ? 'افزودن به سبد خرید' : 'ناموجود';
  return (
    <button
      type="button"
      onClick={add}
      disabled={!available || pending}
      aria-busy={pending}
      aria-label={productTitle ? `${text}: ${productTitle}` : undefined}
      className={`${sizes[size]} disabled:cursor-not-allowed disabled:opacity-60`}
    >
      {size === 'icon' ? (
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden focusable={false} className="size-5">
          <path d="M3 4h2l2.2 10.5a2 2 0 0 0 2 1.5h7.6a2 2 0 0 0 2-1.5L20.5 8H6.2" />
          <path d="M13 10v4M11 12h4" />
        </svg>
      ) : (
        text
      )}
    </button>
  );
}
