import type { ReactNode } from 'react';
import { CompareBar } from '@/features/compare/components/compare-bar';

/** Storefront pages sit in the shop's content width; the shell itself is in the root layout. The compare bar follows the shopper's picks across them. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6">
      {children}
      <CompareBar />
    </div>
  );
}
