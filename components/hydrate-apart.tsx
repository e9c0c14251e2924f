import type { ReactNode } from 'react';
import { HydrateWhenVisible } from './hydrate-when-visible';

/**
 * A section below the first screen that the browser hydrates on its own, and only when it nears the viewport
 * (components/hydrate-when-visible.tsx): its Suspense boundary makes it a separate piece of hydration work, so a
 * long page no longer hydrates in one long task (Lighthouse's TBT), and a phone that never scrolls down never
 * runs the scripts of the rows it does not show.
 * React's server rendering may send such a boundary after the shell (a large one, or one waiting for data) and
 * swap it in at the first frame; until then its fallback holds `reserve` (a height class) so nothing on the first
 * screen moves when it arrives. That swap is a script: without JavaScript such a section stays hidden. Keep it off
 * content a page promises to show without scripts (the listing's cards, which its GET filter form serves).
 */
export function HydrateApart({ children, reserve = 'min-h-[420px]' }: { children: ReactNode; reserve?: string }) {
  return <HydrateWhenVisible fallback={<div aria-hidden className={reserve} />}>{children}</HydrateWhenVisible>;
}
