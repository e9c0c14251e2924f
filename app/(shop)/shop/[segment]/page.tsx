import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ListingView } from '@/features/catalog/components/listing/listing-view';
import { cardActionsFor } from '@/app/_compose/card-actions-slot';
import { listingMetadata } from '@/features/catalog/components/listing/listing-metadata';
import { listingHref, pageQuery, parseSegment } from '@/features/catalog/components/listing/listing-url';
import { env } from '@/lib/server/env';
import { findListing } from '@/lib/server/services/catalog/listing';
import { getStaticData } from '@/lib/server/services/content/static-data';

type Props = {
  params: Promise<{ segment: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** /shop/category-{slug} and /shop/brand-{slug}; any other segment or an unknown slug is a 404 page. */
async function load({ params, searchParams }: Props) {
  await connection();
  const { segment } = await params;
  const scope = parseSegment(decodeURIComponent(segment));
  if (!scope) return null;
  const state = pageQuery(await searchParams);
  const [listing, { company }] = await Promise.all([
    findListing({ ...state, ...scope }),
    getStaticData(),
  ]);
  return listing && { state, listing, company, path: `/shop/${segment}` };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const data = await load(props);
  if (!data) return {};
  return listingMetadata({ ...data, siteName: data.company.companyName, siteUrl: env().SITE_URL });
}

export default async function SegmentPage(props: Props) {
  const data = await load(props);
  if (!data) notFound();
  const { state, listing, company, path } = data;
  if (listing.pageCount > 0 && state.page > listing.pageCount) redirect(listingHref(path, state, { page: listing.pageCount }));
  return <ListingView listing={listing} state={state} path={path} logo={company.companyLogoImages} siteUrl={env().SITE_URL} cardActions={cardActionsFor(company.catalogMode)} />;
}
