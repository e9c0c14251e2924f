import { Suspense, type ReactNode } from 'react';
import { HydrateWhenVisible } from './hydrate-when-visible';

/**
 * A section below the first screen that the browser hydrates on its own, and only when it nears the viewport
 * (components/hydrate-when-visible.tsx): React hydrates each Suspense boundary as a separate piece of work, so a
 * long page no longer hydrates in one long task (Lighthouse's TBT), and a phone that never scrolls down never
 * runs the scripts of the rows it does not show.
 * Next's server rendering sends such a boundary after the shell and swaps it in at the first frame; until
 * then its fallback holds `reserve` (a height class) so nothing on the first screen moves when it arrives.
 * That swap is a script: without JavaScript the section stays hidden. Keep it off content a page promises
 * to show without scripts (the listing's cards, which its GET filter form serves).
 */
export function HydrateApart({ children, reserve = 'min-h-[420px]' }: { children: ReactNode; reserve?: string }) {
  return (
    <Suspense fallback={<div aria-hidden className={reserve} />}>
      <HydrateWhenVisible>{children}</HydrateWhenVisible>
    </Suspense>
  );
}
