import 'server-only';
import { eq, getTableColumns, isNotNull, max, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { placeholderImage } from '@/lib/media/placeholder';
import { toPersianDigits } from '@/lib/format/digits';
import { buildSearchText } from '@/lib/search/normalize';
import type { Db } from '../db/client';
import { attributes, attributeValues, brands, categories, products, productVariants } from '../db/schema';
import { COLOUR_ATTRIBUTE } from './demo-data/attributes';
import { persianModelAlias } from './demo-data/model-aliases';
import { createRng } from './demo-data/prng';
import type { Rng } from './demo-data/prng';
import { percentOff, shopPrice } from './demo-data/pricing';
import { seriesWords, syntheticHighlights, syntheticProfiles, tailWords } from './demo-data/synthetic-words';
import type { SyntheticProfile } from './demo-data/synthetic-words';

const DAY_MS = 86_400_000;

type Brand = { id: number; slug: string; title: string; titleEn: string; aliases: string[] };
type Pair = { categoryId: number; profile: SyntheticProfile; brand: Brand };
type Context = {
  pairs: Pair[];
  colours: number[];
  valueId: Map<string, number>;
  nextNumber: number;
};

export type SyntheticOptions = {
  now?: Date;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
};

/**
 * Adds `count` products (two variants each) for load and search benchmarks, spread over the
 * category and brand pairs the demo already uses, one transaction per batch.
 */
export async function seedSynthetic(db: Db, count: number, opts: SyntheticOptions = {}): Promise<number> {
  if (count <= 0) return 0;
  const now = opts.now ?? new Date();
  const batchSize = Math.max(1, opts.batchSize ?? 2_000);
  const ctx = await loadContext(db);
  const rng = createRng(ctx.nextNumber);
  let done = 0;
  while (done < count) {
    const size = Math.min(batchSize, count - done);
    const drafts = Array.from({ length: size }, (_, i) => draftProduct(ctx, ctx.nextNumber + done + i, now, rng));
    await db.transaction(async (tx) => {
      const inserted = await insertRows(tx, products, drafts.map((d) => d.product), 'id, slug');
      const idOf = new Map(inserted.map((r) => [String(r.slug), Number(r.id)]));
      const variants = drafts.flatMap((d) => {
        const productId = idOf.get(d.product.slug)!;
        return d.variants.map((v) => ({ ...v, productId, sku: `SYN-${productId}-${v.sort + 1}` }));
      });
      await insertRows(tx, productVariants, variants, '');
    });
    done += size;
    opts.onProgress?.(done, count);
  }
  return done;
}

async function loadContext(db: Db): Promise<Context> {
  const [categoryRows, brandRows, pairRows, valueRows, [last]] = await Promise.all([
    db.select({ id: categories.id, parentId: categories.parentId, slug: categories.slug, title: categories.title }).from(categories),
    db.select({ id: brands.id, slug: brands.slug, title: brands.title, titleEn: brands.titleEn, aliases: brands.aliases }).from(brands),
    db.selectDistinct({ categoryId: products.categoryId, brandId: products.brandId }).from(products).where(isNotNull(products.brandId)),
    db
      .select({ id: attributeValues.id, title: attributeValues.title, attribute: attributes.title })
      .from(attributeValues)
      .innerJoin(attributes, eq(attributeValues.attributeId, attributes.id)),
    db.select({ value: max(products.id) }).from(products),
  ]);
  const byId = new Map(categoryRows.map((c) => [c.id, c]));
  const profileOf = (categoryId: number): SyntheticProfile => {
    let category = byId.get(categoryId);
    const leaf = category;
    while (category) {
      const profile = syntheticProfiles[category.slug];
      if (profile) return profile;
      category = category.parentId === null ? undefined : byId.get(category.parentId);
    }
    return { noun: leaf?.title ?? 'کالای دیجیتال', minPrice: 500_000, maxPrice: 20_000_000, memory: null, ram: [], maxBuy: 3 };
  };
  const brandById = new Map(brandRows.map((b) => [b.id, b]));
  const pairs = pairRows
    .sort((a, b) => a.categoryId - b.categoryId || (a.brandId ?? 0) - (b.brandId ?? 0))
    .flatMap((p) => {
      const brand = p.brandId === null ? undefined : brandById.get(p.brandId);
      return brand ? [{ categoryId: p.categoryId, profile: profileOf(p.categoryId), brand }] : [];
    });
  if (pairs.length === 0) throw new Error('seedSynthetic: seed the demo first; it needs categories and brands with products');
  return {
    pairs,
    colours: valueRows.filter((v) => v.attribute === COLOUR_ATTRIBUTE).map((v) => v.id),
    valueId: new Map(valueRows.map((v) => [`${v.attribute}|${v.title}`, v.id])),
    nextNumber: (last?.value ?? 0) + 1,
  };
}

function kebab(s: string): string {
  return s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

function draftProduct(ctx: Context, n: number, now: Date, rng: Rng) {
  const { categoryId, profile, brand } = ctx.pairs[n % ctx.pairs.length]!;
  const model = `${rng.pick(seriesWords)} ${rng.int(2, 99)}${rng.pick(tailWords)}`;
  const ram = profile.ram.length > 0 ? rng.pick(profile.ram) : null;
  const title = `${profile.noun} ${brand.title} مدل ${model}${ram ? ` رم ${ram}` : ''}`;
  const titleEn = `${brand.titleEn} ${model}`;
  const alias = persianModelAlias(model);
  const aliases = alias ? [alias] : [];
  const highlight = rng.pick(syntheticHighlights);
  const memories = profile.memory ? pickPair(profile.memory.values, rng) : [null, null];
  const base = Math.exp(Math.log(profile.minPrice) + rng.next() * Math.log(profile.maxPrice / profile.minPrice));
  const discount = rng.chance(0.25) ? rng.int(5, 20) : 0;
  const promoted = rng.chance(0.03);
  const colourA = ctx.colours.length > 0 ? rng.pick(ctx.colours) : null;
  const others = ctx.colours.filter((c) => c !== colourA);
  const colourB = others.length > 0 ? rng.pick(others) : colourA;
  const variants = memories.map((memory, sort) => {
    const price = shopPrice(base * (sort === 0 ? 1 : 1.15));
    const discountPrice = discount > 0 ? percentOff(price, discount) : price;
    return {
      attr1ValueId: sort === 0 ? colourA : colourB,
      attr2ValueId: memory && profile.memory ? (ctx.valueId.get(`${profile.memory.attribute}|${memory}`) ?? null) : null,
      price,
      discountPrice,
      promotionPrice: promoted && sort === 0 ? percentOff(discountPrice, rng.int(5, 15)) : null,
      promotionTo: promoted && sort === 0 ? new Date(now.getTime() + rng.int(1, 144) * 3_600_000) : null,
      stock: rng.chance(0.05) ? 0 : rng.int(1, 40),
      maxBuy: profile.maxBuy,
      sort,
    };
  });
  return {
    product: {
      slug: `${kebab(titleEn)}-${n}`,
      title,
      titleEn,
      categoryId,
      brandId: brand.id,
      summary: `${profile.noun} ${model} از ${brand.title} با ${highlight}.`,
      description: `${title} با ${highlight} عرضه می‌شود. این کالا با ضمانت اصالت و گارانتی ${toPersianDigits(18)} ماهه ارسال می‌شود و امکان خرید اقساطی آن وجود دارد.`,
      specs: [
        { group: 'مشخصات کلی', title: 'برند', value: brand.title },
        { group: 'مشخصات کلی', title: 'مدل', value: model },
        ...(ram ? [{ group: 'حافظه', title: 'حافظه رم', value: ram }] : []),
      ],
      images: [placeholderImage('product', rng.int(0, 359), titleEn)],
      aliases,
      searchText: buildSearchText([title, titleEn, ...aliases, brand.title, brand.titleEn, ...brand.aliases]),
      searchTitle: buildSearchText([title, titleEn, ...aliases]),
      soldCount: rng.int(0, 800),
      createdAt: new Date(now.getTime() - Math.floor(rng.next() * 365 * DAY_MS)),
    },
    variants,
  };
}

/** Two neighbouring values (e.g. 128 and 256 GB) so the second variant is the bigger one. */
function pickPair(values: readonly string[], rng: Rng): [string | null, string | null] {
  if (values.length < 2) return [values[0] ?? null, values[0] ?? null];
  const i = rng.int(0, values.length - 2);
  return [values[i]!, values[i + 1]!];
}

type Executor = Pick<Db, 'execute'>;

/**
 * Multi-row INSERT through one JSON parameter. Drizzle spends about half a millisecond per row
 * building a large VALUES list, which made 100,000 products CPU-bound for minutes; this way the
 * cost is one JSON.stringify, and no statement nears PostgreSQL's 65,535 bind parameters.
 * Keys of `rows` are the table's TypeScript column names; SQL types come from the schema.
 */
async function insertRows(
  tx: Executor,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning: string,
): Promise<Record<string, unknown>[]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const columnOf = (key: string) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRows: ${key} is not a column`);
    return column;
  };
  const names = sql.join(keys.map((k) => sql.identifier(columnOf(k).name)), sql`, `);
  const types = sql.join(keys.map((k) => sql`${sql.identifier(columnOf(k).name)} ${sql.raw(columnOf(k).getSQLType())}`), sql`, `);
  const json = JSON.stringify(rows.map((r) => Object.fromEntries(keys.map((k) => [columnOf(k).name, r[k] ?? null]))));
  const result = await tx.execute(
    sql`INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset(${json}::jsonb) AS x(${types})${
      returning ? sql.raw(` RETURNING ${returning}`) : sql``
    }`,
  );
  const out = (result as { rows?: unknown }).rows;
  return Array.isArray(out) ? (out as Record<string, unknown>[]) : [];
}
