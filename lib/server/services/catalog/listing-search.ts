import 'server-only';
import { and, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { normaliseSearchText } from '../../seed/demo-data/search-text';

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);

/**
 * The listing's whole handling of a search term, kept in one place so the Persian search of
 * issue 4 can replace it. For now: the term is normalised the way products.search_text was built
 * (lower case included, so a plain LIKE suffices and costs a third of ILIKE on Persian text), and
 * every word must occur in it; the trigram index serves selective terms.
 */
export function searchCondition(term: string | undefined): SQL | undefined {
  const words = term ? normaliseSearchText(term).split(' ').filter(Boolean) : [];
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${products.searchText} like ${`%${likeEscape(w)}%`}`));
}
