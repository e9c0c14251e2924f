import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentProps } from 'react';
import { BannerSlot } from '@/features/content/components/banner-slot';
import { BrandStrip } from '@/features/home/components/brand-strip';
import { CategoryShortcuts } from '@/features/home/components/category-shortcuts';
import { ProductCarousel } from '@/features/home/components/product-carousel';
import { PromotionCountdown } from '@/features/home/components/promotion-countdown';
import { listBrands } from '@/lib/server/services/catalog/brands';
import type { HomeRowKey } from '@/lib/contracts/home';
import { listHomeCategories } from '@/lib/server/services/content/home-categories';
import { getHomeRow } from '@/lib/server/services/content/home-rows';
import { getStaticData } from '@/lib/server/services/content/static-data';
import { LazyProductRow } from '@/app/_compose/lazy-product-row';
import { HydrateApart } from '@/components/hydrate-apart';

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

/** A row's cards: the server reads every row (from the shared cache) to leave out an empty one. */
async function rowCards(key: HomeRowKey) {
  return (await getHomeRow(key)) ?? [];
}

export default async function HomePage({ params }: { params: Promise<{ key: string }> }) {
  if ((await params).key !== HOME_KEY) notFound();
  const [{ company, categories, banners }, newest, promoted, discounted, brands, homeCategories] = await Promise.all([
    getStaticData(),
    rowCards('newest'),
    rowCards('promoted'),
    rowCards('discounted'),
    listBrands(),
    listHomeCategories(),
  ]);
  const perCategory = await Promise.all(homeCategories.map(async (c) => ({ category: c, products: await rowCards(`category-${c.slug}`) })));
  const logo = company.companyLogoImages;
  const soonestEnd = promoted.map((p) => p.promotionTo).find((to) => to !== null);

  // Every row of cards starts under the first screen (at 1280×800 and at 390×844 alike): the kept page carries only
  // their titles, and each loads its cards as it nears the screen, which keeps the page near a content page's weight
  // (docs/performance.md).
  const lazyRow = (key: HomeRowKey, props: Omit<ComponentProps<typeof ProductCarousel>, 'card' | 'list' | 'id'>) => (
    <ProductCarousel
      key={key}
      id={`home-${key}`}
      {...props}
      list={<LazyProductRow row={key} label={props.title} logo={logo} catalogMode={company.catalogMode} />}
    />
  );

  return (
    <div className="space-y-8 md:space-y-10">
      <h1 className="sr-only">{company.companyName}؛ خرید نقدی و اقساطی گوشی موبایل و کالای دیجیتال</h1>
      <BannerSlot banners={banners} moduleNumber={1} logo={logo} priority layout="carousel" label="پیشنهادهای ویژه" />
      <CategoryShortcuts categories={categories} logo={logo} />
      {lazyRow('promoted', {
        title: 'شگفت‌انگیزها',
        products: promoted,
        moreHref: company.promotionGalleryUrl ?? undefined,
        aside: soonestEnd ? <PromotionCountdown to={soonestEnd} /> : null,
        className: 'below-fold rounded-2xl bg-brand/10 p-4',
      })}
      <HydrateApart>
        <BannerSlot banners={banners} moduleNumber={2} logo={logo} label="بنرهای تبلیغاتی" className="below-fold" />
      </HydrateApart>
      {lazyRow('newest', { title: 'جدیدترین محصولات', products: newest, moreHref: '/shop?sort=newest', className: 'below-fold' })}
      {lazyRow('discounted', { title: 'تخفیف‌دارها', products: discounted, moreHref: '/shop?discount=1', className: 'below-fold' })}
      <HydrateApart>
        <BannerSlot banners={banners} moduleNumber={3} logo={logo} label="بنرهای دسته‌ها" className="below-fold" />
      </HydrateApart>
      {perCategory.map(({ category, products }) =>
        lazyRow(`category-${category.slug}`, { title: category.title, products, moreHref: `/shop/category-${category.slug}`, className: 'below-fold' }),
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
