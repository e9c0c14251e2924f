import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { ListingView } from '@/features/catalog/components/listing/listing-view';
import { cardActionsFor } from '@/app/_compose/card-actions-slot';
import { listingMetadata } from '@/features/catalog/components/listing/listing-metadata';
import { listingHref, pageQuery } from '@/features/catalog/components/listing/listing-url';
import { env } from '@/lib/server/env';
import { getListing } from '@/lib/server/services/catalog/listing';
import { getStaticData } from '@/lib/server/services/content/static-data';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/shop';

/** /shop?search=…: every product, or those matching the search term. The scope never comes from the query. */
async function load(searchParams: Props['searchParams']) {
  await connection();
  const state = pageQuery(await searchParams);
  const [listing, { company }] = await Promise.all([getListing(state), getStaticData()]);
  return { state, listing, company };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { state, listing, company } = await load(searchParams);
  return listingMetadata({ listing, state, path: PATH, siteName: company.companyName, siteUrl: env().SITE_URL });
}

export default async function ShopPage({ searchParams }: Props) {
  const { state, listing, company } = await load(searchParams);
  // A page past the last one (an old link after the catalogue shrank) goes to the last page.
  if (listing.pageCount > 0 && state.page > listing.pageCount) redirect(listingHref(PATH, state, { page: listing.pageCount }));
  return <ListingView listing={listing} state={state} path={PATH} logo={company.companyLogoImages} siteUrl={env().SITE_URL} cardActions={cardActionsFor(company.catalogMode)} />;
}
