import type { Metadata } from 'next';
import Link from 'next/link';

export const metadata: Metadata = { title: 'دسته‌بندی پیدا نشد', robots: { index: false } };

/** An unknown category or brand, or a /shop/… segment that is neither. */
export default function ListingNotFound() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-xl font-bold">دسته‌بندی یا برند مورد نظر پیدا نشد</h1>
      <p className="leading-7 text-muted">ممکن است نشانی اشتباه باشد یا این بخش دیگر فعال نباشد.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link href="/shop" className="rounded-lg bg-brand px-5 py-2.5 font-bold text-white hover:bg-brand-dark">همه محصولات</Link>
        <Link href="/" className="rounded-lg border border-line bg-white px-5 py-2.5 hover:border-brand">صفحه اصلی</Link>
      </div>
    </div>
  );
}
