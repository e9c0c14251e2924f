import Link from 'next/link';

export default function ProductNotFound() {
  return (
    <div className="mx-auto max-w-md space-y-4 py-16 text-center">
      <h1 className="text-xl font-bold">محصول مورد نظر یافت نشد</h1>
      <p className="text-muted">ممکن است این کالا دیگر فروخته نشود یا نشانی آن اشتباه باشد.</p>
      <Link href="/shop" className="inline-block rounded-lg bg-brand px-4 py-2 text-white">مشاهده همه محصولات</Link>
    </div>
  );
}
