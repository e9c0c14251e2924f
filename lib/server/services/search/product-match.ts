import 'server-only';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

/** How a set of query words selects and ranks products; every value reaches SQL as a bound parameter. */
export type ProductMatch = {
  /** A condition on "products": the product is among the matches. */
  where: SQL;
  /**
   * Higher is better: 2 when every word occurs as typed, 1 for a typo match, plus how closely the
   * whole text and the product's own names (search_title, without brand aliases) hold the query, in
   * steps of 0.1, so near-equal matches tie and availability decides between them.
   */
  relevance: SQL;
  /** A finer tie-break: of equally relevant matches the shorter text holds less else (cheaper than a similarity). */
  closeness: SQL;
};

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
const searchText = (alias: string) => sql`${sql.identifier(alias)}.search_text`;

/**
 * Words of 3 letters or more match anywhere; shorter ones only at a word start, the form the trigram
 * index can still serve (FA-NOTES: trigram queries under 3 characters cannot use it otherwise).
 */
function exactWord(word: string, alias: string): SQL {
  const text = searchText(alias);
  const w = likeEscape(word);
  if ([...word].length >= 3) return sql`${text} like ${`%${w}%`}`;
  return sql`(${text} like ${`${w}%`} or ${text} like ${`% ${w}%`})`;
}

/** One wrong letter in a longer word still matches: pg_trgm word similarity of at least 0.6 (its default). */
function fuzzyWord(word: string, alias: string): SQL {
  if ([...word].length < 3) return exactWord(word, alias);
  return sql`(${exactWord(word, alias)} or ${word} <% ${searchText(alias)})`;
}

const every = (parts: SQL[]) => sql.join(parts, sql` and `);

/**
 * Products whose normalised text holds every word; only when none does, those matching with a typo.
 * `cap` bounds the candidates each branch reads, so suggestions cost the same at any catalogue size.
 */
export function productMatch(words: readonly string[], cap?: number): ProductMatch {
  const exact = (alias: string) => every(words.map((w) => exactWord(w, alias)));
  const fuzzy = every(words.map((w) => fuzzyWord(w, 'sf')));
  const limit = cap === undefined ? sql`` : sql` limit ${cap}`;
  const query = words.join(' ');
  // The typo branch runs only when the exact one found nothing; checking its own (capped, indexed)
  // result keeps a no-match query from scanning the table a second time.
  const where = sql`"products"."id" in (
    with exact as materialized (select se.id from "products" se where se.active and se.published and ${exact('se')}${limit})
    select id from exact
    union all
    (select sf.id from "products" sf where sf.active and sf.published and ${fuzzy} and not exists (select 1 from exact)${limit}))`;
  const text = searchText('products');
  return {
    where,
    relevance: sql`(case when ${exact('products')} then 2 else 1 end
      + round(word_similarity(${query}, ${text})::numeric, 1) + round(word_similarity(${query}, "products"."search_title")::numeric, 1))`,
    closeness: sql`(-char_length(${text}))`,
  };
}
