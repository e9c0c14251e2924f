import 'server-only';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn, ExtraConfigColumn } from 'drizzle-orm/pg-core';
import type { ImageObjectRow, SpecRow } from './types';

/** Money columns hold whole toman; `mode: 'number'` is exact up to 2^53, far above any price. */
const toman = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    images: jsonb('images').$type<ImageObjectRow>(),
    showInHome: boolean('show_in_home').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleEn: text('title_en').notNull(),
  /** Other spellings people search for (Latin and Persian), e.g. ['samsung', 'سامسونك']. */
  aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
  images: jsonb('images').$type<ImageObjectRow>(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** publicAttributes: type 1 = colour, 2 = text (SPEC §3 arrtib1/arrtib2). */
export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  type: smallint('type').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** Hex colour for type 1, the text itself for type 2. */
    value: text('value').notNull(),
    images: jsonb('images').$type<ImageObjectRow>(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('attribute_values_attr_title_uq').on(t.attributeId, t.title)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    titleEn: text('title_en'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id').references(() => brands.id),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    specs: jsonb('specs').$type<SpecRow[]>().notNull().default([]),
    images: jsonb('images').$type<ImageObjectRow[]>().notNull().default([]),
    /** Other names people search for, e.g. the model in Persian letters ('گلکسی اس ۲۵ اولترا'). */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** Normalised title, aliases, brand and its aliases for Persian-aware search (FA-NOTES "Search text"). */
    searchText: text('search_text').notNull().default(''),
    /** The normalised names of this product alone (title, English title, aliases): ranks the matches. */
    searchTitle: text('search_title').notNull().default(''),
    soldCount: integer('sold_count').notNull().default(0),
    /** Approved reviews: their count and the sum of their stars, kept by moderation (services/reviews). */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** False once archived: an operator deleted it while orders or baskets still point at it. */
    active: boolean('active').notNull().default(true),
    /** Shoppers see only published products; the operator previews the others (docs/console-catalog.md). */
    published: boolean('published').notNull().default(true),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    /** Products the operator chose to show as related, in order; the page fills up with computed ones. */
    relatedIds: jsonb('related_ids').$type<number[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt),
    // Substring search over the normalised text (ILIKE '%…%'); needs pg_trgm (migration 0000).
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/**
 * A purchasable variant ("product property" in the wire format, SPEC §3 basket item id).
 * discountPrice is the everyday price after discount (equal to price when none);
 * promotionPrice applies only until promotionTo.
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attr1ValueId: integer('attr1_value_id').references(() => attributeValues.id),
    attr2ValueId: integer('attr2_value_id').references(() => attributeValues.id),
    sku: text('sku').notNull().unique(),
    price: toman('price').notNull(),
    discountPrice: toman('discount_price').notNull(),
    promotionPrice: toman('promotion_price'),
    promotionTo: timestamp('promotion_to', { withTimezone: true }),
    upperDiscountAmount: toman('upper_discount_amount'),
    stock: integer('stock').notNull().default(0),
    maxBuy: integer('max_buy').notNull().default(1),
    images: jsonb('images').$type<ImageObjectRow[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('product_variants_product_idx').on(t.productId),
    index('product_variants_promotion_idx').on(t.promotionTo).where(sql`${t.promotionTo} is not null`),
    // The last line of defence for money and stock rules: no write may break them, whatever the code path.
    check('product_variants_stock_check', sql`${t.stock} >= 0`),
    check('product_variants_max_buy_check', sql`${t.maxBuy} >= 1`),
    check('product_variants_price_check', sql`${t.discountPrice} >= 0 and ${t.discountPrice} <= ${t.price}`),
    check('product_variants_promotion_check', sql`${t.promotionPrice} is null or (${t.promotionPrice} >= 0 and ${t.promotionPrice} < ${t.discountPrice})`),
  ],
);

export const insurancePlans = pgTable('insurance_plans', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  company: text('company').notNull(),
  images: jsonb('images').$type<ImageObjectRow>(),
  /** Rich text (sanitised on output). */
  coverage: text('coverage').notNull(),
  termsAndConditions: text('terms_and_conditions').notNull(),
  /** Premium as per-mille of the variant price, with a floor, so one plan fits every phone. */
  ratePerMille: integer('rate_per_mille').notNull(),
  minPrice: toman('min_price').notNull(),
  discountPercent: integer('discount_percent').notNull().default(0),
  months: integer('months').notNull().default(12),
  active: boolean('active').notNull().default(true),
});

export const productInsurances = pgTable(
  'product_insurances',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    insuranceId: integer('insurance_id')
      .notNull()
      .references(() => insurancePlans.id, { onDelete: 'cascade' }),
    forced: boolean('forced').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.productId, t.insuranceId] })],
);

/** A bundle sold with a main product; its items are accompanying items (canDelete false in the basket). */
export const bundles = pgTable(
  'bundles',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    info: text('info').notNull().default(''),
    isGroup: boolean('is_group').notNull().default(false),
    showPrice: boolean('show_price').notNull().default(true),
    timed: boolean('timed').notNull().default(false),
    toDate: timestamp('to_date', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('bundles_product_idx').on(t.productId)],
);

export const bundleItems = pgTable(
  'bundle_items',
  {
    id: serial('id').primaryKey(),
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull().default(1),
    /** Toman off the item's price when bought in the bundle. */
    discount: toman('discount').notNull().default(0),
  },
  (t) => [
    index('bundle_items_bundle_idx').on(t.bundleId),
    check('bundle_items_qty_check', sql`${t.qty} >= 1`),
    check('bundle_items_discount_check', sql`${t.discount} >= 0`),
  ],
);

type SummaryColumns = Record<
  'categoryId' | 'inStock' | 'createdAt' | 'soldCount' | 'payable' | 'discountRatio' | 'runningPromotionTo' | 'productId',
  ExtraConfigColumn
>;

/** The sort indexes of product_summaries, led by `lead` (the category) when given. */
function sortIndexes(prefix: string, t: SummaryColumns, lead?: ExtraConfigColumn) {
  type Key = Partial<ExtraConfigColumn>;
  const on = (name: string, first: Key, ...keys: Key[]) =>
    lead ? index(`${prefix}_${name}_idx`).on(lead, first, ...keys) : index(`${prefix}_${name}_idx`).on(first, ...keys);
  return [
    on('newest', t.inStock.desc(), t.createdAt.desc(), t.productId.desc()),
    on('bestselling', t.inStock.desc(), t.soldCount.desc(), t.productId.desc()),
    // Also serves related products: a category's in-stock products by price, either way from one price.
    on('cheapest', t.inStock.desc(), t.payable.asc(), t.productId.desc()),
    on('expensive', t.inStock.desc(), t.payable.desc(), t.productId.desc()),
    on('discount', t.inStock.desc(), t.discountRatio.desc().nullsLast(), t.productId.desc()),
    on('promotion', t.inStock.desc(), t.runningPromotionTo.asc(), t.productId.desc()).where(sql`${t.runningPromotionTo} is not null`),
  ];
}

/**
 * One row per product a listing can show (active, with an active variant): its card as it is now and every
 * sort key and facet value, so a listing reads the rows of its page through an index instead of choosing a
 * card variant for every product in scope (issue 26). Never written by the application: triggers on products
 * and product_variants keep it in the same transaction as the write that changes it (migration
 * 0023_product_summaries, which also holds the visibility rule, `product_listed`). A card that depends on a
 * promotion still running is recomputed once `stale_at` has passed (`refresh_stale_product_summaries`).
 */
export const productSummaries = pgTable(
  'product_summaries',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    brandId: integer('brand_id'),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The card's picture: its variant's first image, else the product's first, else null. */
    picture: jsonb('picture').$type<ImageObjectRow>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    soldCount: integer('sold_count').notNull(),
    /** The card variant: the cheapest in stock by what it costs now, else the cheapest. */
    variantId: integer('variant_id').notNull(),
    listPrice: toman('list_price').notNull(),
    discountPrice: toman('discount_price').notNull(),
    promotionPrice: toman('promotion_price'),
    /** What the card variant costs now: its promotion price while the promotion runs, else its discount price. */
    payable: toman('payable').notNull(),
    /** Set only while the card variant's promotion runs. */
    runningPromotionTo: timestamp('running_promotion_to', { withTimezone: true }),
    inStock: boolean('in_stock').notNull(),
    /** (list − payable) / list, the "biggest discount" sort key. */
    discountRatio: doublePrecision('discount_ratio'),
    /** Distinct colour value ids of all the product's active variants (the colour filter and facet). */
    colourIds: integer('colour_ids').array().notNull(),
    /** The same ids as text ('3,7'): the facet counts group by it, as hashing text costs far less than an int[]. */
    colourKey: text('colour_key').notNull(),
    /** When a promotion of one of its variants ends, and so the card may change. */
    staleAt: timestamp('stale_at', { withTimezone: true }),
  },
  (t) => [
    index('product_summaries_brand_idx').on(t.brandId),
    // One index per listing sort, in its order (in stock first, id last), so a page is read with a limit: within
    // a category (the listings), and across the catalog (/shop, brand listings, home strips).
    ...sortIndexes('product_summaries', t, t.categoryId),
    ...sortIndexes('product_summaries_all', t),
    index('product_summaries_stale_idx').on(t.staleAt).where(sql`${t.staleAt} is not null`),
  ],
);
