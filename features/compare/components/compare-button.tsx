'use client';

import { toast } from '@/components/toasts';
import { compareFullMessage } from '@/lib/contracts/compare';
import { useCompareStore } from '../stores/compare-store';

type Props = { productId: number; productTitle: string; className?: string };


/** Adds the product to the comparison or takes it out (cards and the product page). */
export function CompareButton({ productId, productTitle, className = '' }: Props) {
  const picked = useCompareStore((s) => s.ids.includes(productId));
  const toggle = () => {
    if (!useCompareStore.getState().toggle(productId)) toast.error(compareFullMessage);
  };
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={picked}
      aria-label={`مقایسه: ${productTitle}`}
      title="مقایسه"
      className={`grid size-9 place-items-center rounded-full shadow-sm ring-1 ring-line ${picked ? 'bg-brand text-white' : 'bg-white/90 text-brand-dark hover:bg-gray-50'} ${className}`}
    >
      <svg viewBox="0 0 24 24" aria-hidden focusable={false} className="size-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        <path d="M7 4v16M17 4v16M3 8h8M13 16h8" />
      </svg>
    </button>
  );
}
