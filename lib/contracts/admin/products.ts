import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { pagedQuerySchema, pagedSchema, queryText } from './paging';
import { productPictureSchema } from './pictures';

/** Whole toman, up to ten billion (a price above that is a typing mistake). */
export const tomanAmount = (label: string) =>
  z
    .number({ error: `${label} باید عدد باشد` })
    .int({ error: `${label} باید عدد صحیح (تومان) باشد` })
    .min(0, { error: `${label} نمی‌تواند منفی باشد` })
    .max(10_000_000_000, { error: `${label} بیش از حد بزرگ است` });

const count = (label: string, min: number) =>
  z
    .number({ error: `${label} باید عدد باشد` })
    .int({ error: `${label} باید عدد صحیح باشد` })
    .min(min, { error: `${label} نمی‌تواند کمتر از ${min.toLocaleString('fa-IR')} باشد` })
    .max(1_000_000, { error: `${label} بیش از حد بزرگ است` });

const id = (label: string) => z.number({ error: `${label} را انتخاب کنید` }).int({ error: `${label} معتبر نیست` }).positive({ error: `${label} معتبر نیست` });

const text = (label: string, max: number) => z.string({ error: `${label} باید متن باشد` }).trim().max(max, { error: `${label} حداکثر ${max.toLocaleString('fa-IR')} حرف است` });

/**
 * A product's address word: Persian or Latin letters, digits and single hyphens (the product URL keeps it after the
 * id, so it only has to read well and stay unique).
 */
export const SLUG_PATTERN = /^[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*$/u;

/** A slug from a title: spaces and punctuation become single hyphens, digits Latin, letters kept (Persian too). */
export function slugify(title: string): string {
  return toLatinDigits(title)
    .normalize('NFC')
    .replace(/[\u200c\u200d\u064b-\u065f\u0670\u0640]/g, (ch) => (ch === '\u200c' || ch === '\u200d' ? '-' : ''))
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
}

const slug = z
  .string({ error: 'نشانی کالا باید متن باشد' })
  .trim()
  .max(120, { error: 'نشانی کالا حداکثر ۱۲۰ حرف است' })
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: 'نشانی کالا فقط حرف، رقم و خط تیره (-) می‌گیرد' });

export const specRowSchema = z.object({ group: text('گروه مشخصات', 80).min(1, { error: 'گروه مشخصات را بنویسید' }), title: text('عنوان مشخصه', 120).min(1, { error: 'عنوان مشخصه را بنویسید' }), value: text('مقدار مشخصه', 500) });

export const productInsuranceInputSchema = z.object({ id: id('طرح بیمه'), forced: z.boolean() });

/** What an operator writes about a product; variants and pictures have their own endpoints. */
export const productBodySchema = z.strictObject({
  title: text('نام کالا', 200).min(2, { error: 'نام کالا را بنویسید (دست‌کم ۲ حرف)' }),
  titleEn: text('نام لاتین', 200).nullable().default(null),
  /** Empty: made from the title. */
  slug: slug.default(''),
  categoryId: id('دسته‌بندی'),
  brandId: id('برند').nullable().default(null),
  summary: text('خلاصه', 500).default(''),
  /** Rich text; the server sanitises it before storing. */
  description: text('توضیحات', 100_000).default(''),
  specs: z.array(specRowSchema).max(200, { error: 'حداکثر ۲۰۰ مشخصه' }).default([]),
  aliases: z.array(text('نام دیگر', 100).min(1)).max(20, { error: 'حداکثر ۲۰ نام دیگر' }).default([]),
  seoTitle: text('عنوان سئو', 120).default(''),
  seoDescription: text('توضیح سئو', 320).default(''),
  published: z.boolean({ error: 'وضعیت انتشار باید بله یا خیر باشد' }).default(false),
  insurances: z.array(productInsuranceInputSchema).max(20).default([]),
  /** Products shown first under "related", in this order. */
  relatedIds: z.array(id('کالای مرتبط')).max(20, { error: 'حداکثر ۲۰ کالای مرتبط' }).default([]),
});
export type ProductBody = z.input<typeof productBodySchema>;
export type ProductInput = z.output<typeof productBodySchema>;

export const publishBodySchema = z.strictObject({ published: z.boolean({ error: 'وضعیت انتشار باید بله یا خیر باشد' }) });

const isoInstant = z.iso.datetime({ offset: true, error: 'زمان پایان حراج معتبر نیست' });

export const variantBodySchema = z
  .strictObject({
    attr1ValueId: id('رنگ').nullable().default(null),
    attr2ValueId: id('ویژگی دوم').nullable().default(null),
    sku: text('کد کالا (SKU)', 64).min(1, { error: 'کد کالا (SKU) را بنویسید' }).regex(/^[A-Za-z0-9._-]+$/, { error: 'کد کالا (SKU) فقط حرف لاتین، رقم، نقطه و خط تیره می‌گیرد' }),
    price: tomanAmount('قیمت').min(1, { error: 'قیمت باید بیشتر از صفر باشد' }),
    /** Omitted or null: no discount (the same as the price). */
    discountPrice: tomanAmount('قیمت پس از تخفیف').nullable().default(null),
    promotionPrice: tomanAmount('قیمت حراج').nullable().default(null),
    promotionTo: isoInstant.nullable().default(null),
    upperDiscountAmount: tomanAmount('سقف تخفیف').nullable().default(null),
    stock: count('موجودی', 0),
    maxBuy: count('حداکثر خرید', 1),
    active: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    const everyday = v.discountPrice ?? v.price;
    if (v.discountPrice !== null && v.discountPrice > v.price) ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد' });
    if (v.promotionPrice !== null && v.promotionPrice >= everyday) ctx.addIssue({ code: 'custom', path: ['promotionPrice'], message: 'قیمت حراج باید از قیمت پس از تخفیف کمتر باشد' });
    if ((v.promotionPrice === null) !== (v.promotionTo === null)) ctx.addIssue({ code: 'custom', path: ['promotionTo'], message: 'قیمت حراج و زمان پایان آن را با هم بنویسید' });
  });
export type VariantBody = z.input<typeof variantBodySchema>;
export type VariantInput = z.output<typeof variantBodySchema>;

/** Price and stock of many variants at once (a product's variants, or a filtered list). */
export const bulkVariantsBodySchema = z.strictObject({
  items: z
    .array(
      z
        .strictObject({
          id: id('تنوع کالا'),
          price: tomanAmount('قیمت').min(1, { error: 'قیمت باید بیشتر از صفر باشد' }).optional(),
          discountPrice: tomanAmount('قیمت پس از تخفیف').nullable().optional(),
          stock: count('موجودی', 0).optional(),
          maxBuy: count('حداکثر خرید', 1).optional(),
        })
        .refine((v) => v.discountPrice == null || v.price === undefined || v.discountPrice <= v.price, { error: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد', path: ['discountPrice'] }),
    )
    .min(1, { error: 'دست‌کم یک تنوع کالا را بفرستید' })
    .max(1000, { error: 'حداکثر ۱۰۰۰ تنوع کالا در هر بار' }),
});
export type BulkVariantsInput = z.output<typeof bulkVariantsBodySchema>;

export const PRODUCT_STATUSES = ['published', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const PRODUCT_STATUS_LABELS: Record<ProductStatus, string> = { published: 'منتشرشده', draft: 'پیش‌نویس', archived: 'بایگانی' };

const optionalId = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : toLatinDigits(v.trim())) : v),
    z.coerce.number({ error: `${label} معتبر نیست` }).int({ error: `${label} معتبر نیست` }).positive({ error: `${label} معتبر نیست` }).optional(),
  );

export const PRODUCT_SORTS = ['id', 'title', 'createdAt', 'minPrice', 'stock'] as const;
export const productListQuerySchema = pagedQuerySchema(PRODUCT_SORTS, { sort: 'id', order: 'desc' }).extend({
  categoryId: optionalId('دسته‌بندی'),
  brandId: optionalId('برند'),
  status: z.preprocess((v) => (v === '' ? undefined : v), z.enum(PRODUCT_STATUSES, { error: 'وضعیت باید منتشرشده، پیش‌نویس یا بایگانی باشد' }).optional()),
  lowStock: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['1']).optional()),
  q: queryText('عبارت جست‌وجو'),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  categoryTitle: z.string(),
  brandTitle: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  variantCount: z.number().int(),
  /** The lowest everyday price among active variants; null without one. */
  minPrice: z.number().nullable(),
  stock: z.number().int(),
  image: z.string().nullable(),
  createdAt: z.string(),
});
export type ProductRow = z.infer<typeof productRowSchema>;
export const productListSchema = pagedSchema(productRowSchema);

export const adminVariantSchema = z.object({
  id: z.number().int(),
  attr1ValueId: z.number().int().nullable(),
  attr2ValueId: z.number().int().nullable(),
  sku: z.string(),
  price: z.number(),
  discountPrice: z.number(),
  promotionPrice: z.number().nullable(),
  promotionTo: z.string().nullable(),
  upperDiscountAmount: z.number().nullable(),
  stock: z.number().int(),
  maxBuy: z.number().int(),
  active: z.boolean(),
});
export type AdminVariant = z.infer<typeof adminVariantSchema>;

/** A product found by typing its name (or id, or SKU) in the console's pickers. */
export const productPickSchema = z.object({ id: z.number().int(), title: z.string(), picture: z.string().nullable() });
export type ProductPick = z.infer<typeof productPickSchema>;

export const adminProductSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  slug: z.string(),
  categoryId: z.number().int(),
  brandId: z.number().int().nullable(),
  summary: z.string(),
  description: z.string(),
  specs: z.array(specRowSchema),
  aliases: z.array(z.string()),
  seoTitle: z.string(),
  seoDescription: z.string(),
  published: z.boolean(),
  archived: z.boolean(),
  insurances: z.array(productInsuranceInputSchema),
  relatedIds: z.array(z.number().int()),
  /** The related products named, in order, as the picker shows them. */
  related: z.array(productPickSchema),
  variants: z.array(adminVariantSchema),
  pictures: z.array(productPictureSchema),
  /** Where shoppers see it (404 for them while unpublished). */
  path: z.string(),
  createdAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const removeResultSchema = z.object({ outcome: z.enum(['deleted', 'archived']) });

const option = z.object({ id: z.number().int(), title: z.string() });
/** What the product form chooses from. */
export const catalogOptionsSchema = z.object({
  categories: z.array(option),
  brands: z.array(option),
  insurancePlans: z.array(option),
  attributes: z.array(z.object({ id: z.number().int(), title: z.string(), type: z.number().int(), values: z.array(z.object({ id: z.number().int(), title: z.string(), value: z.string(), picture: z.string().nullable() })) })),
});
export type CatalogOptions = z.infer<typeof catalogOptionsSchema>;
