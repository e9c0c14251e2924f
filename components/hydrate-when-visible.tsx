'use client';

import { Suspense, use, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

/** How far outside the viewport (px) a section starts hydrating, so it is live before the visitor reaches it. */
const AHEAD_PX = 400;

type Gate = { opened: Promise<void>; open: () => void };

/** Marks a promise settled the way React's `use` reads it, so it never suspends on it again. */
const markFulfilled = (promise: Promise<void>) => Object.assign(promise, { status: 'fulfilled', value: undefined });

function createGate(): Gate {
  let resolve = () => {};
  const opened = new Promise<void>((r) => {
    resolve = r;
  });
  const open = () => {
    markFulfilled(opened);
    resolve();
  };
  return { opened, open };
}

const alwaysOpen: Promise<void> = markFulfilled(Promise.resolve());

const noSubscription = () => () => {};

/** A visitor reaching into a section before it scrolled near the viewport (a tap, a keyboard focus, a click). */
const WAKING_EVENTS = ['pointerdown', 'focusin', 'click'] as const;

/**
 * Suspends while the page hydrates, until the gate opens. React keeps a boundary that suspends during hydration
 * as the server sent it (visible, links working) and hydrates it when the promise settles. Only hydration reads
 * the server snapshot (true): a page rendered by client-side navigation reads false and shows its sections at once.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  // Called on every render (use() may not be conditional): with a settled promise when there is nothing to wait for.
  use(hydrating && typeof window !== 'undefined' ? gate.opened : alwaysOpen);
  return children;
}

/**
 * Server-rendered content whose scripts wake up only when it nears the viewport, or when the visitor points at or
 * focuses something inside it: a long page (home's many rows of cards) then hydrates only its first screen during
 * load instead of every card's buttons and links (Lighthouse's Total Blocking Time on phones).
 * `fallback` shows only while server-side children that wait for data stream in; hydration never shows it.
 */
export function HydrateWhenVisible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [gate] = useState(createGate);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) open();
    }, { rootMargin: `${AHEAD_PX}px` });
    // On the document, capturing: React's own listener on the root stops these events while their target waits
    // for hydration, and this one runs before it, so the gate is open by the time React retries the boundary
    // and the visitor's press goes through.
    const wake = (event: Event) => {
      if (event.target instanceof Node && el.contains(event.target)) open();
    };
    const stop = () => {
      observer.disconnect();
      for (const type of WAKING_EVENTS) document.removeEventListener(type, wake, true);
    };
    function open() {
      gate.open();
      stop();
    }
    observer.observe(el);
    for (const type of WAKING_EVENTS) document.addEventListener(type, wake, true);
    return stop;
  }, [gate]);

  return (
    <div ref={box}>
      <Suspense fallback={fallback}>
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
