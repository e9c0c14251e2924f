import { z } from 'zod';
import { imageObjectSchema } from './images';
import { ratingSummarySchema } from './reviews';

// Recursive through a getter with an id, so the OpenAPI document refers to it instead of recursing.
export const categorySchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    slug: z.string(),
    title: z.string(),
    images: imageObjectSchema.nullable(),
    get childs(): z.ZodArray<typeof categorySchema> {
      return z.array(categorySchema);
    },
  })
  .meta({ id: 'CategoryNode' });
export type CategoryNode = z.infer<typeof categorySchema>;

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  titleEn: z.string(),
  images: imageObjectSchema.nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const attributeValueSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  value: z.string(),
  images: imageObjectSchema.nullable(),
});

/** publicAttributes of the static data: type 1 colour, 2 text. */
export const publicAttributeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  type: z.number().int(),
  values: z.array(attributeValueSchema),
});

/** What a product card needs; prices are whole toman. */
export const productCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  images: imageObjectSchema.nullable(),
  alt: z.string(),
  price: z.number().int(),
  discountPrice: z.number().int(),
  /** Applies only until promotionTo; the client drops it when its countdown ends. */
  promotionPrice: z.number().int().nullable(),
  promotionTo: z.string().nullable(),
  inStock: z.boolean(),
  /** The variant the card prices, which its add-to-basket button adds. */
  variantId: z.number().int(),
  /** Approved reviews' average and count; null before the first approval. */
  rating: ratingSummarySchema.nullable(),
});
export type ProductCard = z.infer<typeof productCardSchema>;
