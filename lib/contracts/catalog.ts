import { z } from 'zod';
import { imageObjectSchema } from './images';

export type CategoryNode = {
  id: number;
  parentId: number | null;
  slug: string;
  title: string;
  images: z.infer<typeof imageObjectSchema> | null;
  childs: CategoryNode[];
};

export const categorySchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    slug: z.string(),
    title: z.string(),
    images: imageObjectSchema.nullable(),
    childs: z.array(categorySchema),
  }),
);

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
});
export type ProductCard = z.infer<typeof productCardSchema>;
