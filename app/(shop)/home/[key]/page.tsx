import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentProps } from 'react';
import { BannerSlot } from '@/features/content/components/banner-slot';
import { BrandStrip } from '@/features/home/components/brand-strip';
import { CategoryShortcuts } from '@/features/home/components/category-shortcuts';
import { ProductCarousel } from '@/features/home/components/product-carousel';
import { PromotionCountdown } from '@/features/home/components/promotion-countdown';
import { listBrands } from '@/lib/server/services/catalog/brands';
import {
  listCategoryProducts,
  listDiscountedProducts,
  listNewestProducts,
  listPromotedProducts,
} from '@/lib/server/services/catalog/product-cards';
import { listHomeCategories } from '@/lib/server/services/content/home-categories';
import { getStaticData } from '@/lib/server/services/content/static-data';
import { productCardFor } from '@/app/_compose/card-actions-slot';
import { HydrateApart } from '@/components/hydrate-apart';

const CAROUSEL_SIZE = 10;

export const metadata: Metadata = { alternates: { canonical: '/' } };

/**
 * The home page, served at / through a rewrite in next.config.ts. It sits under a parameter only so that
 * Next keeps it in the page cache from its first request on (an empty generateStaticParams) instead of
 * prerendering it at build time, when the shop's database is not there (lib/server/rendered-pages.ts).
 */
const HOME_KEY = 'index';
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { key: string }[] {
  return [];
}

export default async function HomePage({ params }: { params: Promise<{ key: string }> }) {
  if ((await params).key !== HOME_KEY) notFound();
  const [{ company, categories, banners }, newest, promoted, discounted, brands, homeCategories] = await Promise.all([
    getStaticData(),
    listNewestProducts(CAROUSEL_SIZE),
    listPromotedProducts(CAROUSEL_SIZE),
    listDiscountedProducts(CAROUSEL_SIZE),
    listBrands(),
    listHomeCategories(),
  ]);
  const perCategory = await Promise.all(homeCategories.map(async (c) => ({ category: c, products: await listCategoryProducts(c.id, CAROUSEL_SIZE) })));
  const logo = company.companyLogoImages;
  const card = productCardFor(logo, company.catalogMode);
  const soonestEnd = promoted.map((p) => p.promotionTo).find((to) => to !== null);

  // Every row under the category shortcuts hydrates on its own (components/hydrate-apart.tsx).
  const row = ({ id, ...props }: Omit<ComponentProps<typeof ProductCarousel>, 'card'>) => (
    <HydrateApart key={id}>
      <ProductCarousel id={id} card={card} {...props} />
    </HydrateApart>
  );

  return (
    <div className="space-y-8 md:space-y-10">
      <h1 className="sr-only">{company.companyName}؛ خرید نقدی و اقساطی گوشی موبایل و کالای دیجیتال</h1>
      <BannerSlot banners={banners} moduleNumber={1} logo={logo} priority layout="carousel" label="پیشنهادهای ویژه" />
      <CategoryShortcuts categories={categories} logo={logo} />
      {row({
        id: 'home-promoted',
        title: 'شگفت‌انگیزها',
        products: promoted,
        moreHref: company.promotionGalleryUrl ?? undefined,
        aside: soonestEnd ? <PromotionCountdown to={soonestEnd} /> : null,
        className: 'below-fold rounded-2xl bg-brand/10 p-4',
      })}
      <HydrateApart>
        <BannerSlot banners={banners} moduleNumber={2} logo={logo} label="بنرهای تبلیغاتی" className="below-fold" />
      </HydrateApart>
      {row({ id: 'home-newest', title: 'جدیدترین محصولات', products: newest, moreHref: '/shop?sort=newest', className: 'below-fold' })}
      {row({ id: 'home-discounted', title: 'تخفیف‌دارها', products: discounted, moreHref: '/shop?discount=1', className: 'below-fold' })}
      <HydrateApart>
        <BannerSlot banners={banners} moduleNumber={3} logo={logo} label="بنرهای دسته‌ها" className="below-fold" />
      </HydrateApart>
      {perCategory.map(({ category, products }) =>
        row({ id: `home-category-${category.slug}`, title: category.title, products, moreHref: `/shop/category-${category.slug}`, className: 'below-fold' }),
      )}
      <HydrateApart>
        <BannerSlot banners={banners} moduleNumber={4} logo={logo} label="بنر پایین صفحه" className="below-fold" />
      </HydrateApart>
      <HydrateApart>
        <BrandStrip brands={brands} logo={logo} className="below-fold" />
      </HydrateApart>
    </div>
  );
}
