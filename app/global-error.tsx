'use client';

import './globals.css';

/** When even the root layout fails (the database is down): a bare page of its own, as Next requires. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="fa-IR" dir="rtl">
      <body className="font-sans">
        <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
          <h1 className="text-xl font-bold">فروشگاه موقتا در دسترس نیست</h1>
          <p className="leading-7 text-muted">لطفا چند دقیقه دیگر دوباره تلاش کنید.</p>
          <button type="button" onClick={reset} className="rounded-lg bg-brand px-5 py-2.5 font-bold text-white">
            تلاش دوباره
          </button>
        </main>
      </body>
    </html>
  );
}
