import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'صفحه پیدا نشد', robots: { index: false } };

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="text-5xl font-bold text-brand">۴۰۴</p>
      <h1 className="text-xl font-bold">صفحه‌ای که دنبالش بودید پیدا نشد</h1>
      <p className="leading-7 text-muted">ممکن است نشانی را اشتباه وارد کرده باشید یا این صفحه حذف شده باشد.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/" className="rounded-lg bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark">
          صفحه اصلی
        </Link>
        <Link href="/shop" className="rounded-lg border border-line bg-white px-5 py-2.5 hover:border-brand">
          همه محصولات
        </Link>
      </div>
    </div>
  );
}
