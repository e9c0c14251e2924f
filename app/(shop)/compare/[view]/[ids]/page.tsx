import { notFound } from 'next/navigation';
import { CompareBody, compareMetadata } from '../../compare-body';

export const metadata = compareMetadata;

/**
 * /compare?ids=…[&only=diff], rewritten here (next.config.ts) so a comparison is kept in the page cache like a
 * product page: a shared comparison link is served without rendering again, within the same 30 seconds and purge
 * on an operator's change (lib/server/rendered-pages.ts).
 */
export const revalidate = 30;
export const dynamicParams = true;
export function generateStaticParams(): { view: string; ids: string }[] {
  return [];
}

const VIEWS = { all: false, diff: true } as const;

export default async function KeptComparePage({ params }: { params: Promise<{ view: string; ids: string }> }) {
  const { view, ids } = await params;
  if (view !== 'all' && view !== 'diff') notFound();
  return <CompareBody ids={decodeURIComponent(ids)} onlyDifferences={VIEWS[view]} />;
}
