import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { CategoryNode } from '@/lib/contracts/catalog';
import type { SearchGroup } from '@/lib/contracts/search';
import { buildSearchText } from '@/lib/search/normalize';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { brands } from '../../db/schema';
import { CATALOG_TAG, listCategoryTree } from '../catalog/categories';

type Searchable = SearchGroup & { text: string; tokens: string[] };

const searchable = (group: SearchGroup, names: readonly string[]): Searchable => {
  const text = buildSearchText(names);
  return { ...group, text, tokens: text.split(' ') };
};

const flatten = (nodes: readonly CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

/** Brands (with their aliases) and categories are few: kept normalised in memory and matched in JS. */
function loadGroups(): Promise<{ brands: Searchable[]; categories: Searchable[] }> {
  return cached('search:groups', [CATALOG_TAG], async () => {
    const [brandRows, tree] = await Promise.all([
      getDb()
        .select({ slug: brands.slug, title: brands.title, titleEn: brands.titleEn, aliases: brands.aliases, images: brands.images })
        .from(brands)
        .where(eq(brands.active, true))
        .orderBy(asc(brands.sort), asc(brands.id)),
      listCategoryTree(),
    ]);
    return {
      brands: brandRows.map(({ titleEn, aliases, ...b }) => searchable(b, [b.title, titleEn, ...aliases])),
      categories: flatten(tree).map((c) => searchable({ slug: c.slug, title: c.title, images: c.images }, [c.title])),
    };
  });
}

/** True when a and b differ by at most one inserted, dropped or changed letter. */
export function withinOneEdit(a: string, b: string): boolean {
  const [s, t] = [[...a], [...b]];
  if (Math.abs(s.length - t.length) > 1) return false;
  let i = 0;
  while (i < s.length && i < t.length && s[i] === t[i]) i++;
  const rest = (x: string[], from: number) => x.slice(from).join('');
  return rest(s, i + 1) === rest(t, i + 1) || rest(s, i) === rest(t, i + 1) || rest(s, i + 1) === rest(t, i);
}

/** The same word rules as products: short words match a word start, words of 4+ letters forgive one typo. */
function wordMatches(group: Searchable, w: string): boolean {
  if ([...w].length < 3) return group.tokens.some((t) => t.startsWith(w));
  if (group.text.includes(w)) return true;
  return [...w].length >= 4 && group.tokens.some((t) => withinOneEdit(w, t));
}

const strip = ({ slug, title, images }: Searchable): SearchGroup => ({ slug, title, images });

/**
 * Unlike products, a group needs only some of the words ("آیفون ۱۶" names the brand Apple, not a brand
 * called "16"); the groups matching the most words come first, then in display order.
 */
export async function findGroups(words: readonly string[], limit: number): Promise<{ brands: SearchGroup[]; categories: SearchGroup[] }> {
  const groups = await loadGroups();
  const pick = (list: Searchable[]) =>
    list
      .map((group, order) => ({ group, order, score: words.filter((w) => wordMatches(group, w)).length }))
      .filter((m) => m.score > 0)
      .sort((a, b) => b.score - a.score || a.order - b.order)
      .slice(0, limit)
      .map((m) => strip(m.group));
  return { brands: pick(groups.brands), categories: pick(groups.categories) };
}
