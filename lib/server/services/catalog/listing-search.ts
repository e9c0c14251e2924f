import 'server-only';
import { searchWords } from '@/lib/search/normalize';
import { productMatch } from '../search/product-match';
import type { ProductMatch } from '../search/product-match';

/** The listing's search (/shop?search=): every match, unbounded, so totals and facets are exact. */
export function searchCondition(term: string | undefined): ProductMatch | undefined {
  const words = term ? searchWords(term) : [];
  return words.length > 0 ? productMatch(words) : undefined;
}
