'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import type { FooterBodyProps } from './footer-body';

// Its code and pictures load only when the footer comes near the screen (SPEC §2 "lazily loaded footer body").
const FooterBody = dynamic(() => import('./footer-body').then((m) => m.FooterBody), { ssr: false });

export function LazyFooterBody(props: FooterBodyProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The reserved height keeps the page from jumping when the body arrives.
  return (
    <div ref={anchor} className="mt-8 min-h-72 border-t border-line pt-8 md:min-h-56">
      {near ? <FooterBody {...props} /> : null}
    </div>
  );
}
