'use client';

import { useEffect } from 'react';
import { reportClientError } from '@/lib/report-client-error';

/**
 * Its own few rules, not globals.css: Next puts a global-error's stylesheet into every page's flight data, and
 * with inlined CSS that is the whole stylesheet (44 KB) a second time in every document.
 */
const css = `
body{margin:0;font-family:Tahoma,sans-serif;color:#1f2937;background:#f9fafb}
main{margin:0 auto;display:flex;min-height:100dvh;max-width:32rem;flex-direction:column;align-items:center;justify-content:center;gap:1rem;padding:0 1rem;text-align:center}
h1{font-size:1.25rem;margin:0}
p{line-height:1.75rem;color:#6b7280;margin:0}
button{border:0;border-radius:.5rem;background:#e11d48;padding:.625rem 1.25rem;font:inherit;font-weight:700;color:#fff;cursor:pointer}
button:focus-visible{outline:2px solid #e11d48;outline-offset:2px}
`;

/** When even the root layout fails (the database is down): a bare page of its own, as Next requires. */
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => reportClientError(error), [error]);
  return (
    <html lang="fa-IR" dir="rtl">
      <head>
        <style>{css}</style>
      </head>
      <body>
        <main>
          {/* The settings (and their logo) are out of reach here: the shop's static logo from public/. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src="/logo.svg" alt="" width={160} height={48} />
          <h1>فروشگاه موقتا در دسترس نیست</h1>
          <p>لطفا چند دقیقه دیگر دوباره تلاش کنید.</p>
          <button type="button" onClick={reset}>
            تلاش دوباره
          </button>
        </main>
      </body>
    </html>
  );
}
