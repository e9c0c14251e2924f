import Link from 'next/link';
import { connection } from 'next/server';
import { AppImage } from '@/components/app-image';
import { ProductCard } from '@/features/catalog/components/product-card';
import { listNewestProducts, listPromotedProducts } from '@/lib/server/services/catalog/product-cards';
import { getStaticData } from '@/lib/server/services/content/static-data';

export default async function HomePage() {
  await connection();
  const [{ company, categories }, newest, promoted] = await Promise.all([
    getStaticData(),
    listNewestProducts(10),
    listPromotedProducts(10),
  ]);
  const logo = company.companyLogoImages;
  return (
    <div className="space-y-10">
      <h1 className="text-xl font-bold">{company.companyName}؛ خرید نقدی و اقساطی گوشی موبایل و کالای دیجیتال</h1>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="mb-4 text-lg font-bold">دسته‌بندی‌ها</h2>
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-8">
          {categories.map((c) => (
            <li key={c.id}>
              <Link href={`/shop/category-${c.slug}`} className="flex flex-col items-center gap-2 rounded-xl bg-white p-3 text-center text-sm hover:shadow">
                <AppImage images={c.images} fallbackLogo={logo} alt={c.title} width={96} height={96} className="size-16 rounded-full object-cover" />
                {c.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {promoted.length > 0 ? (
        <section aria-labelledby="home-promoted">
          <h2 id="home-promoted" className="mb-4 text-lg font-bold">پیشنهادهای شگفت‌انگیز</h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
            {promoted.map((p) => (
              <li key={p.id}><ProductCard product={p} logo={logo} /></li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="home-newest">
        <h2 id="home-newest" className="mb-4 text-lg font-bold">جدیدترین محصولات</h2>
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
          {newest.map((p) => (
            <li key={p.id}><ProductCard product={p} logo={logo} /></li>
          ))}
        </ul>
      </section>
    </div>
  );
}
