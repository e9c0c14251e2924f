import type { ReactNode } from 'react';

/** Storefront pages sit in the shop's content width; the shell itself is in the root layout. */
export default function ShopLayout({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-7xl px-4 py-6">{children}</div>;
}
