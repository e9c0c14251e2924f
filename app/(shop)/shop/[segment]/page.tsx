import type { Metadata } from 'next';
import { pageQuery } from '@/features/catalog/components/listing/listing-url';
import { SegmentListing, segmentListingMetadata } from './segment-listing';

type Props = { params: Promise<{ segment: string }> };

// A listing without a query is kept in the page cache like product pages (lib/server/rendered-pages.ts);
// with one, next.config.ts rewrites the request to ./filtered, rendered per request.
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { segment: string }[] {
  return [];
}

const DEFAULT_STATE = pageQuery({});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return segmentListingMetadata((await params).segment, DEFAULT_STATE);
}

export default async function SegmentPage({ params }: Props) {
  return <SegmentListing segment={(await params).segment} state={DEFAULT_STATE} />;
}
