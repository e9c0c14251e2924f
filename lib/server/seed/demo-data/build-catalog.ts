import 'server-only';
import { placeholderImage } from '@/lib/media/placeholder';
import { buildSearchText } from '@/lib/search/normalize';
import type { ImageObjectRow } from '@/lib/server/db/schema/types';
import type { BrandDef } from './brands';
import { persianModelAlias } from './model-aliases';
import type { Rng } from './prng';
import { percentOff, shopPrice } from './pricing';
import type { ProductDef, ProductKind } from './product-kinds';
import { promotionDefs, upperDiscountProducts } from './promotions';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type ProductDraft = {
  def: ProductDef;
  images: ImageObjectRow[];
  aliases: string[];
  searchText: string;
  searchTitle: string;
  soldCount: number;
  createdAt: Date;
};

export type VariantDraft = {
  productKey: string;
  sku: string;
  colour: string;
  attr2: { attribute: string; title: string } | null;
  price: number;
  discountPrice: number;
  promotionPrice: number | null;
  promotionTo: Date | null;
  upperDiscountAmount: number | null;
  stock: number;
  maxBuy: number;
  sort: number;
};

const imageViews = ['', ' - نمای پشت', ' - نمای کنار'];

export function buildProductDraft(def: ProductDef, index: number, brand: BrandDef | undefined, now: Date, rng: Rng): ProductDraft {
  const hue = (index * 47) % 360;
  const images = imageViews
    .slice(0, 1 + (index % 3))
    .map((view, k) => placeholderImage('product', (hue + k * 120) % 360, `${def.titleEn}${view}`));
  const alias = persianModelAlias(def.titleEn);
  const aliases = alias ? [alias] : [];
  return {
    def,
    images,
    aliases,
    searchText: buildSearchText([def.title, def.titleEn, ...aliases, brand?.title, brand?.titleEn, ...(brand?.aliases ?? [])]),
    searchTitle: buildSearchText([def.title, def.titleEn, ...aliases]),
    soldCount: def.popularity * rng.int(20, 450),
    createdAt: new Date(now.getTime() - Math.floor(rng.next() * 90 * DAY_MS)),
  };
}

/** Colour and memory pairs, memory varying fastest, so 2 memories × 2 colours give all four. */
function combinations(def: ProductDef): { colour: string; memory: string | null }[] {
  const memories = def.memories.length > 0 ? def.memories : [null];
  const total = Math.min(4, memories.length * def.colours.length);
  return Array.from({ length: total }, (_, i) => ({
    memory: memories[i % memories.length] ?? null,
    colour: def.colours[Math.floor(i / memories.length)]!,
  }));
}

const bigDevices: ReadonlySet<ProductKind> = new Set(['phone', 'tablet', 'laptop']);

function maxBuyFor(kind: ProductKind, rng: Rng): number {
  switch (kind) {
    case 'phone':
      return rng.chance(0.15) ? 1 : 2;
    case 'laptop':
      return 1;
    case 'tablet':
    case 'watch':
      return 2;
    case 'audio':
    case 'speaker':
      return 3;
    case 'accessory':
      return rng.int(3, 5);
  }
}

function stockFor(def: ProductDef, promoted: boolean, rng: Rng): number {
  if (def.soldOut) return 0;
  const roll = rng.next();
  if (roll < 0.08 && !promoted) return 0;
  if (roll < 0.25) return rng.int(1, 3);
  return bigDevices.has(def.kind) ? rng.int(4, 30) : rng.int(5, 50);
}

export function buildVariantDrafts(def: ProductDef, now: Date, rng: Rng): VariantDraft[] {
  const promotion = promotionDefs.find((p) => p.product === def.key);
  const hasUpper = upperDiscountProducts.includes(def.key);
  const discounted = rng.chance(0.3);
  return combinations(def).map(({ colour, memory }, i) => {
    const memoryIndex = memory === null ? 0 : def.memories.indexOf(memory);
    const price = shopPrice(def.price * def.step ** memoryIndex);
    const discountPrice = discounted ? percentOff(price, rng.int(5, 20)) : price;
    const promoted = promotion !== undefined && i === 0;
    const endsInMs = promotion && ('hours' in promotion ? promotion.hours * HOUR_MS : promotion.days * DAY_MS);
    return {
      productKey: def.key,
      sku: `VT-${def.key.toUpperCase()}-${i + 1}`,
      colour,
      attr2: memory === null ? null : { attribute: def.memoryAttribute, title: memory },
      price,
      discountPrice,
      promotionPrice: promoted ? percentOff(discountPrice, promotion.percentOff) : null,
      promotionTo: promoted && endsInMs ? new Date(now.getTime() + endsInMs) : null,
      upperDiscountAmount: hasUpper && i === 0 ? shopPrice(price * 1.12) : null,
      stock: stockFor(def, promoted, rng),
      maxBuy: maxBuyFor(def.kind, rng),
      sort: i,
    };
  });
}
