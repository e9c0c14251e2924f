import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { JsonLd } from '@/features/product/components/json-ld';
import { ProductBreadcrumbs } from '@/features/product/components/product-breadcrumbs';
import { ProductBundles } from '@/features/product/components/product-bundles';
import { ProductDescription } from '@/features/product/components/product-description';
import { ProductSpecs } from '@/features/product/components/product-specs';
import { RelatedProducts } from '@/features/product/components/related-products';
import { breadcrumbJsonLd, productCrumbs, productImageUrls, productJsonLd } from '@/features/product/product-seo';
import type { ProductDetail } from '@/lib/contracts/product';
import { ProductPurchaseWithBasket } from './product-purchase-with-basket';
import { HydrateApart } from '@/components/hydrate-apart';
import { productCardFor } from '@/app/_compose/card-actions-slot';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { CompareButton } from '@/features/compare/components/compare-button';
import { ProductQuestions } from '@/features/reviews/components/product-questions';
import { ProductReviews } from '@/features/reviews/components/product-reviews';
import { RatingBadge } from '@/components/rating-badge';
import { ProductInstalments } from './product-instalments';
import { env } from '@/lib/server/env';
import { getProductDetail } from '@/lib/server/services/catalog/product-detail';
import { previewProduct } from '@/lib/server/services/catalog/product-preview';
import { getCompany } from '@/lib/server/services/content/company';

type Props = { params: Promise<{ id: string; slug: string }> };

// Kept in the page cache: rendered on a product's first visit, again in the background at most every
// 30 seconds, and at once after an operator's change (lib/server/rendered-pages.ts).
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { id: string; slug: string }[] {
  return [];
}

/** The product, from the data cache, shared with generateMetadata. */
function readProduct(id: string): Promise<ProductDetail | null> {
  // The same rule as the API: a positive integer inside PostgreSQL's integer range.
  return /^[1-9]\d{0,8}$/.test(id) ? getProductDetail(Number(id)) : Promise.resolve(null);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const product = await readProduct((await params).id);
  if (!product) return {};
  const origin = env().SITE_URL;
  const canonical = new URL(product.canonicalPath, origin).toString();
  const image = productImageUrls(product, origin)[0];
  return {
    title: product.seo.title,
    description: product.seo.description,
    alternates: { canonical },
    openGraph: {
      title: product.seo.title,
      description: product.seo.description,
      url: canonical,
      locale: 'fa_IR',
      images: image ? [{ url: image, alt: product.title }] : [],
    },
  };
}

export default async function ProductPage({ params }: Props) {
  const { id, slug } = await params;
  const [published, company] = await Promise.all([readProduct(id), getCompany()]);
  const preview = published ? null : /^[1-9]\d{0,8}$/.test(id) ? await previewProduct(Number(id)) : null;
  const product = published ?? preview;
  if (!product) notFound();
  if (decoded(slug) !== product.slug) permanentRedirect(product.canonicalPath);

  const origin = env().SITE_URL;
  const crumbs = productCrumbs(product);
  const logo = company.companyLogoImages;
  const header = (
    <div className="space-y-2">
      {product.brand ? (
        <Link href={`/shop/brand-${product.brand.slug}`} className="text-sm text-brand-dark hover:underline">{product.brand.title}</Link>
      ) : null}
      <div className="flex items-start justify-between gap-3">
        <h1 className="text-xl leading-9 font-bold">{product.title}</h1>
        <span className="flex shrink-0 gap-2">
          <FavoriteButton productId={product.id} productTitle={product.title} />
          <CompareButton productId={product.id} productTitle={product.title} />
        </span>
      </div>
      {product.rating ? (
        <a href="#product-reviews" className="inline-block hover:underline">
          <RatingBadge average={product.rating.average} count={product.rating.count} className="text-sm" />
        </a>
      ) : null}
      {product.titleEn ? <p dir="ltr" className="text-end text-sm text-muted">{product.titleEn}</p> : null}
      {product.summary ? <p className="text-sm leading-7">{product.summary}</p> : null}
    </div>
  );

  return (
    <>
      <JsonLd data={productJsonLd(product, origin)} />
      <JsonLd data={breadcrumbJsonLd(crumbs, origin)} />
      <ProductBreadcrumbs crumbs={crumbs} />
      {preview ? (
        <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          پیش‌نمایش: این کالا منتشر نشده است و خریداران آن را نمی‌بینند.
        </p>
      ) : null}
      <div className="space-y-8">
        <ProductPurchaseWithBasket
          header={header}
          title={product.title}
          images={product.images}
          variants={product.variants}
          defaultVariantId={product.defaultVariantId}
          insurances={product.insurances}
          logo={logo}
          catalogMode={company.catalogMode}
        />
        {/* Under the purchase box: each part hydrates on its own, after it (components/hydrate-apart.tsx). */}
        <HydrateApart reserve="min-h-24">
          <ProductInstalments product={product} />
        </HydrateApart>
        <HydrateApart>
          <ProductBundles bundles={product.bundles} logo={logo} />
        </HydrateApart>
        <HydrateApart>
          <div className="grid gap-6 lg:grid-cols-2">
            <ProductDescription html={product.description} />
            <ProductSpecs specs={product.specs} />
          </div>
        </HydrateApart>
        <HydrateApart reserve="min-h-40">
          <div className="grid gap-6 lg:grid-cols-2">
            <ProductReviews productId={product.id} />
            <ProductQuestions productId={product.id} />
          </div>
        </HydrateApart>
        <HydrateApart>
          <RelatedProducts products={product.related} card={productCardFor(logo, company.catalogMode)} />
        </HydrateApart>
      </div>
    </>
  );
}
