import { z } from 'zod';

/** The types a product picture may be, checked by the file's first bytes. */
export const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const productPictureSchema = z.object({
  /** One of the product's own pictures (the server refuses any other address). */
  src: z.string().min(1).max(1000),
  alt: z.string().trim().max(200, { error: 'متن جایگزین حداکثر ۲۰۰ حرف است' }),
  /** The colour (type-1 attribute value) whose variants show this picture; null for every colour. */
  colourValueId: z.number().int().positive().nullable(),
});
export type ProductPicture = z.infer<typeof productPictureSchema>;

/** The product's pictures in order (the first is the main one): reorder, alt text, colour, removal in one write. */
export const picturesBodySchema = z.strictObject({
  pictures: z.array(productPictureSchema).max(30, { error: 'هر کالا حداکثر ۳۰ تصویر دارد' }),
});
export type PicturesInput = z.infer<typeof picturesBodySchema>;

/** What else has one picture of its own: categories, brands, insurance plans and colour values (their swatch photo). */
export const PICTURE_OWNERS = ['categories', 'brands', 'insurancePlans', 'attributeValues'] as const;
export type PictureOwner = (typeof PICTURE_OWNERS)[number];

export const ownerPictureSchema = z.object({
  /** The picture's address (served through the image helper, `?w=&q=`), null without one. */
  picture: z.object({ src: z.string(), alt: z.string() }).nullable(),
});
export type OwnerPicture = z.infer<typeof ownerPictureSchema>;
