import { z } from 'zod';
import { productCardSchema } from './catalog';
import { imageObjectSchema } from './images';
import { ratingSummarySchema } from './reviews';

const id = z.number().int();
const toman = z.number().int();

/** One step of the category path, root first (breadcrumbs). */
export const productCategoryStepSchema = z.object({ id, slug: z.string(), title: z.string() });

/** SPEC §3 arrtib1/arrtib2: type 1 colour (value is a hex colour), type 2 text (value is the text). */
export const variantAttributeSchema = z.object({
  id,
  attributeId: id,
  attributeTitle: z.string(),
  type: z.number().int(),
  title: z.string(),
  value: z.string(),
  images: imageObjectSchema.nullable(),
});
export type VariantAttribute = z.infer<typeof variantAttributeSchema>;

/** A purchasable variant; `id` is the product property id the basket uses. */
export const productVariantSchema = z.object({
  id,
  sku: z.string(),
  arrtib1: variantAttributeSchema.nullable(),
  arrtib2: variantAttributeSchema.nullable(),
  price: toman,
  discountPrice: toman,
  /** Applies only until promotionTo; null when no promotion was running when the answer was made. */
  promotionPrice: toman.nullable(),
  promotionTo: z.string().nullable(),
  /** SPEC §3: when true the shown price is replaced by upperDiscountAmount. */
  hasUpperDiscount: z.boolean(),
  upperDiscountAmount: toman.nullable(),
  stock: z.number().int(),
  maxBuy: z.number().int(),
  images: z.array(imageObjectSchema),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

export const insurancePriceSchema = z.object({
  variantId: id,
  insurancePrice: toman,
  insurancePriceWithDiscount: toman,
});
export type InsurancePrice = z.infer<typeof insurancePriceSchema>;

/** SPEC §3 "Insurance"; coverage and terms are sanitised HTML. */
export const productInsuranceSchema = z.object({
  id,
  insuranceTitle: z.string(),
  company: z.string(),
  images: imageObjectSchema.nullable(),
  coverage: z.string(),
  termsAndConditions: z.string(),
  months: z.number().int(),
  discountPercent: z.number().int(),
  /** SPEC §5: a forced insurance cannot be removed. */
  hasForceInsurance: z.boolean(),
  prices: z.array(insurancePriceSchema),
});
export type ProductInsurance = z.infer<typeof productInsuranceSchema>;

export const bundleItemSchema = z.object({
  id,
  variantId: id,
  productId: id,
  slug: z.string(),
  title: z.string(),
  /** The item's attribute titles, e.g. 'مشکی، ۲۵ وات'. */
  variantTitle: z.string(),
  images: imageObjectSchema.nullable(),
  qty: z.number().int(),
  /** What one unit costs on its own now. */
  price: toman,
  /** Toman off each unit inside the bundle. */
  discount: toman,
  /** False when too few are in stock: the item is not added with the product (issue 20) and shows as sold out. */
  available: z.boolean(),
});
export type BundleItem = z.infer<typeof bundleItemSchema>;

export const productBundleSchema = z.object({
  id,
  title: z.string(),
  info: z.string(),
  isGroup: z.boolean(),
  showPrice: z.boolean(),
  timed: z.boolean(),
  toDate: z.string().nullable(),
  items: z.array(bundleItemSchema),
});
export type ProductBundle = z.infer<typeof productBundleSchema>;

export const specGroupSchema = z.object({
  group: z.string(),
  items: z.array(z.object({ title: z.string(), value: z.string() })),
});
export type SpecGroup = z.infer<typeof specGroupSchema>;

export const productBrandSchema = z.object({ id, slug: z.string(), title: z.string(), titleEn: z.string() });

export const productDetailSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  titleEn: z.string().nullable(),
  brand: productBrandSchema.nullable(),
  categoryPath: z.array(productCategoryStepSchema),
  images: z.array(imageObjectSchema),
  summary: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  specs: z.array(specGroupSchema),
  /** In display order; the first in stock is the one shown first. */
  variants: z.array(productVariantSchema),
  defaultVariantId: id.nullable(),
  insurances: z.array(productInsuranceSchema),
  bundles: z.array(productBundleSchema),
  related: z.array(productCardSchema),
  canonicalPath: z.string(),
  /** Approved reviews' average and count; null before the first approval. */
  rating: ratingSummarySchema.nullable(),
  /** The page's title and meta description: the operator's SEO fields, else the title and the summary. */
  seo: z.object({ title: z.string(), description: z.string() }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export function productPath(p: { id: number; slug: string }): string {
  return `/products/${p.id}/${encodeURIComponent(p.slug)}`;
}
