'use client';

import Link from 'next/link';

type Props = { retry: () => void };

/** What a page shows when rendering it failed: the shell stays, the visitor can retry. */
export function ErrorNotice({ retry }: Props) {
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-xl font-bold">خطایی رخ داده است</h1>
      <p className="leading-7 text-muted">نمایش این صفحه با مشکل روبه‌رو شد. لطفا دوباره تلاش کنید.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={retry} className="rounded-lg bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark">
          تلاش دوباره
        </button>
        <Link href="/" className="rounded-lg border border-line bg-white px-5 py-2.5 hover:border-brand">
          صفحه اصلی
        </Link>
      </div>
    </div>
  );
}
