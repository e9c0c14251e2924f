import { CompareBody, compareMetadata } from './compare-body';

export const metadata = compareMetadata;

type Props = { searchParams: Promise<{ ids?: string | string[]; only?: string | string[] }> };

/**
 * /compare with no list, or one that is not valid (the form to start from, or the reason). A valid list is served by
 * the kept route under it ([view]/[ids]), through the rewrite in next.config.ts.
 */
export default async function ComparePage({ searchParams }: Props) {
  const query = await searchParams;
  return <CompareBody ids={typeof query.ids === 'string' ? query.ids : undefined} onlyDifferences={query.only === 'diff'} />;
}
