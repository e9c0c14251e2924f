import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { imageObjectSchema } from './images';
import { variantAttributeSchema } from './product';
// Kept in a zod-free module so the basket's client components can show them without zod's runtime.
import { basketMessages, MAX_LINE_QTY } from './basket-messages';
import { PG_INT_MAX } from './ids';

export { basketMessages, MAX_LINE_QTY };

const id = z.number().int();
const toman = z.number().int();

/** Form fields arrive as strings; Persian digits are accepted like everywhere else. */
const formInt = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*[0-9۰-۹٠-٩]+\s*$/.test(v) ? Number(toLatinDigits(v.trim())) : typeof v === 'number' ? v : Number.NaN),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  );

const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const productPropertyIdField = formInt(basketMessages.productPropertyId, 2_147_483_647);
export const qtyField = formInt(basketMessages.qty, MAX_LINE_QTY);
export const lineIdField = formInt(basketMessages.notInBasket, 2_147_483_647);
/** 22 base64url characters: 128 random bits. */
export const publicBasketIdField = z.string({ error: basketMessages.basketId }).regex(/^[A-Za-z0-9_-]{22}$/, basketMessages.basketId);

/**
 * SPEC §7 add and edit: productPropertyId, qty, an optional insurance flag and insuranceId. Without the flag the
 * line keeps its insurance (a new line gets the product's forced plan); 'false' removes it.
 */
export const basketLineFormSchema = z.object({
  productPropertyId: productPropertyIdField,
  qty: qtyField,
  insurance: flag.optional(),
  insuranceId: formInt(basketMessages.unknownInsurance, 2_147_483_647).optional(),
});
export type BasketLineForm = z.infer<typeof basketLineFormSchema>;

export const publicBasketLineFormSchema = basketLineFormSchema.extend({ basketId: publicBasketIdField.optional() });
export const publicBasketEditFormSchema = basketLineFormSchema.extend({ basketId: publicBasketIdField });

/** addBasketBulk (its shape is ours: SPEC §7 does not show it): JSON `{ items: [add payload…] }`. */
export const basketBulkBodySchema = z.object({
  items: z
    .array(
      z.object({
        productPropertyId: z.number({ error: basketMessages.productPropertyId }).int(basketMessages.productPropertyId).positive(basketMessages.productPropertyId).max(PG_INT_MAX, basketMessages.productPropertyId),
        qty: z.number({ error: basketMessages.qty }).int(basketMessages.qty).min(1, basketMessages.qty).max(MAX_LINE_QTY, basketMessages.qty),
        insurance: z.boolean().optional(),
        insuranceId: z.number().int().positive().max(PG_INT_MAX).optional(),
      }),
      { error: basketMessages.items },
    )
    .min(1, basketMessages.items)
    .max(50, basketMessages.items),
});

export const importBasketFormSchema = z.object({ publicBasketId: publicBasketIdField });
/** SPEC §7 removeInsurancefromBasket: basketId is the line's id (the item's basketId). */
export const removeInsuranceFormSchema = z.object({ basketId: lineIdField });
/** The public variant also names the public basket the line belongs to. */
export const removePublicInsuranceFormSchema = removeInsuranceFormSchema.extend({ publicBasketId: publicBasketIdField });

export const basketAttributeSchema = variantAttributeSchema.extend({ attributeImages: imageObjectSchema.nullable() });

export const basketBundleRefSchema = z.object({ isGroup: z.boolean(), id, showPrice: z.boolean(), discount: toman });

/** SPEC §3 "Basket item"; money is per unit, in toman. */
export const basketItemSchema = z.object({
  /** The product property (variant) id. */
  id,
  /** This line's id: what deleteBasket, deletePublicBasket and removeInsurancefromBasket take. */
  basketId: id,
  productId: id,
  slug: z.string(),
  title: z.string(),
  images: imageObjectSchema.nullable(),
  qty: z.number().int(),
  /** List price of one unit. */
  price: toman,
  /** price − payable of one unit. */
  discount: toman,
  promotion: z.boolean(),
  promotionPrice: toman.nullable(),
  promotionTo: z.string().nullable(),
  maxBuy: z.number().int(),
  stock: z.number().int(),
  canDelete: z.boolean(),
  /** The variant's attribute titles, or the bundle's title on an accompanying item. */
  description: z.string(),
  hasUpperDiscount: z.boolean(),
  upperDiscountAmount: toman.nullable(),
  isBundle: z.boolean(),
  timedBundle: z.boolean(),
  bundleToDate: z.string().nullable(),
  bundles: z.array(basketBundleRefSchema),
  bundleInfo: z.string().nullable(),
  arrtib1: basketAttributeSchema.nullable(),
  arrtib2: basketAttributeSchema.nullable(),
  insuranceId: id.nullable(),
  insuranceTitle: z.string().nullable(),
  /** One unit's premium before and after the plan's discount. */
  insuranceTotalPrice: toman,
  insurancePriceWithDiscount: toman,
  hasForceInsurance: z.boolean(),
  info: z.object({ message: z.string().nullable() }),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

/** SPEC §3 "Basket totals" (the answer's extraObject). */
export const basketTotalsSchema = z.object({
  /** The basket's id (a public basket's is the one kept in local storage). */
  basket: z.string().nullable(),
  length: z.number().int(),
  qty: z.number().int(),
  totallPrice: toman,
  totallPriceAfterDiscount: toman,
  totallDiscount: toman,
  message: z.string().nullable(),
  facilityName: z.string().nullable(),
  facilityParentTitle: z.string().nullable(),
  facilityGalleryId: id.nullable(),
  loanAmount: toman,
  discountLoanAmount: toman,
  showFinalRefundAmount: z.boolean(),
  finalRefundAmount: toman,
  discountFinalRefundAmount: toman,
  prepayment: toman,
  facilityDeference: toman,
  amountPerMonth: toman,
  showDetail: z.boolean(),
  sumOfFacilityBasket: toman,
  sumOfFacilityBasketDiscount: toman,
  basketPrice: toman.nullable(),
  discountPrice: toman.nullable(),
});
export type BasketTotals = z.infer<typeof basketTotalsSchema>;

export const basketAnswerSchema = z.object({ data: z.array(basketItemSchema), extraObject: basketTotalsSchema, message: z.string().optional() });
export type BasketAnswer = z.infer<typeof basketAnswerSchema>;
/** addPublicBasket answers the public basket's id (SPEC §7). */
export const publicBasketIdAnswerSchema = z.object({ data: z.string(), message: z.string().optional() });
