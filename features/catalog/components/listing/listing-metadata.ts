import type { Metadata } from 'next';
import type { Listing } from '@/lib/contracts/listing';
import { toPersianDigits } from '@/lib/format/digits';
import { canonicalHref, hasFilters } from './listing-url';
import type { ListingState } from './listing-url';

type Input = {
  listing: Listing;
  state: ListingState;
  path: string;
  siteName: string;
  siteUrl: string;
  /** A category's own SEO title and description, written in the console; an empty one falls back to the made one. */
  seo?: { title: string; description: string };
};

function describe({ listing, state, siteName }: Input): string {
  if (listing.category) {
    return `خرید ${listing.title} با بهترین قیمت، ضمانت اصالت و امکان خرید اقساطی از ${siteName}؛ مقایسه و انتخاب از میان ${toPersianDigits(listing.total)} کالا.`;
  }
  if (listing.brand) return `خرید محصولات ${listing.brand.title} با ضمانت اصالت، گارانتی و امکان خرید اقساطی از ${siteName}.`;
  if (state.search) return `نتایج جستجوی «${state.search}» در ${siteName}: ${toPersianDigits(listing.total)} کالا.`;
  return `همه محصولات ${siteName}: گوشی موبایل، تبلت، لپ‌تاپ و لوازم جانبی با امکان خرید نقدی و اقساطی.`;
}

/**
 * Title, description, canonical and Open Graph of a listing. Filtered or re-sorted variations and
 * search results point to their canonical page and stay out of the index.
 */
export function listingMetadata(input: Input): Metadata {
  const { listing, state, path, siteName, siteUrl, seo } = input;
  const base = seo?.title.trim() || listing.title;
  const title = state.page > 1 ? `${base} - صفحه ${toPersianDigits(state.page)}` : base;
  const description = seo?.description.trim() || describe(input);
  const url = new URL(canonicalHref(path, state), siteUrl).toString();
  const variation = hasFilters(state) || state.sort !== 'newest' || Boolean(state.search);
  return {
    title,
    description,
    alternates: { canonical: url },
    robots: variation ? { index: false, follow: true } : undefined,
    openGraph: { type: 'website', locale: 'fa_IR', siteName, title, description, url },
  };
}
