import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ListingView } from '@/features/catalog/components/listing/listing-view';
import { cardActionsFor } from '@/app/_compose/card-actions-slot';
import { listingMetadata } from '@/features/catalog/components/listing/listing-metadata';
import { listingHref, parseSegment } from '@/features/catalog/components/listing/listing-url';
import type { ListingQuery } from '@/lib/contracts/listing';
import { env } from '@/lib/server/env';
import { categorySeo } from '@/lib/server/services/catalog/categories';
import { findListing } from '@/lib/server/services/catalog/listing';
import { getStaticData } from '@/lib/server/services/content/static-data';

/**
 * /shop/category-{slug} and /shop/brand-{slug}, shared by the kept page (no query: ./page.tsx) and the
 * page rendered per request for a filtered, sorted or paged view (./filtered, reached through the
 * rewrites in next.config.ts). Any other segment or an unknown slug is a 404 page.
 */
async function load(segment: string, state: ListingQuery) {
  const scope = parseSegment(decodeURIComponent(segment));
  if (!scope) return null;
  const [listing, { company }] = await Promise.all([findListing({ ...state, ...scope }), getStaticData()]);
  return listing && { state, listing, company, path: `/shop/${segment}` };
}

export async function segmentListingMetadata(segment: string, state: ListingQuery): Promise<Metadata> {
  const data = await load(segment, state);
  if (!data) return {};
  const seo = data.listing.category ? await categorySeo(data.listing.category.id) : undefined;
  return listingMetadata({ ...data, seo, siteName: data.company.companyName, siteUrl: env().SITE_URL });
}

export async function SegmentListing({ segment, state }: { segment: string; state: ListingQuery }) {
  const data = await load(segment, state);
  if (!data) notFound();
  const { listing, company, path } = data;
  if (listing.pageCount > 0 && state.page > listing.pageCount) redirect(listingHref(path, state, { page: listing.pageCount }));
  return <ListingView listing={listing} state={state} path={path} logo={company.companyLogoImages} siteUrl={env().SITE_URL} cardActions={cardActionsFor(company.catalogMode)} />;
}
