import type { Metadata } from 'next';
import { pageQuery } from '@/features/catalog/components/listing/listing-url';
import { SegmentListing, segmentListingMetadata } from '../segment-listing';

type Props = {
  params: Promise<{ segment: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/**
 * A listing with filters, a sort or a page (next.config.ts rewrites those requests here): rendered per
 * request from the data cache, whose listing entries are bounded, rather than one kept page per combination.
 */
async function read({ params, searchParams }: Props) {
  const [{ segment }, query] = await Promise.all([params, searchParams]);
  return { segment, state: pageQuery(query) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { segment, state } = await read(props);
  return segmentListingMetadata(segment, state);
}

export default async function FilteredSegmentPage(props: Props) {
  const { segment, state } = await read(props);
  return <SegmentListing segment={segment} state={state} />;
}
