import { z } from 'zod';
import { SLUG_PATTERN, tomanAmount } from './products';

const text = (label: string, max: number) => z.string({ error: `${label} باید متن باشد` }).trim().max(max, { error: `${label} حداکثر ${max.toLocaleString('fa-IR')} حرف است` });
const title = (label: string) => text(label, 120).min(2, { error: `${label} را بنویسید (دست‌کم ۲ حرف)` });
const slug = z
  .string({ error: 'نشانی باید متن باشد' })
  .trim()
  .max(120, { error: 'نشانی حداکثر ۱۲۰ حرف است' })
  .refine((s) => s === '' || SLUG_PATTERN.test(s), { error: 'نشانی فقط حرف، رقم و خط تیره (-) می‌گیرد' })
  .default('');
const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} باید عدد باشد` })
    .int({ error: `${label} باید عدد صحیح باشد` })
    .min(min, { error: `${label} نمی‌تواند کمتر از ${min.toLocaleString('fa-IR')} باشد` })
    .max(max, { error: `${label} نمی‌تواند بیشتر از ${max.toLocaleString('fa-IR')} باشد` });

export const categoryBodySchema = z.strictObject({
  title: title('نام دسته'),
  /** Empty: made from the title. */
  slug,
  parentId: z.number().int().positive({ error: 'دسته بالاتر معتبر نیست' }).nullable().default(null),
  active: z.boolean().default(true),
  showInHome: z.boolean().default(false),
  seoTitle: text('عنوان سئو', 120).default(''),
  seoDescription: text('توضیح سئو', 320).default(''),
});
export type CategoryInput = z.output<typeof categoryBodySchema>;

export const adminCategorySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  title: z.string(),
  slug: z.string(),
  active: z.boolean(),
  showInHome: z.boolean(),
  sort: z.number().int(),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** The category's picture address, null without one. */
  picture: z.string().nullable(),
  productCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

/** The children of one parent (null: the top level) in their new order, as a drag in the tree leaves them. */
export const reorderBodySchema = z.strictObject({
  parentId: z.number().int().positive({ error: 'دسته بالاتر معتبر نیست' }).nullable(),
  ids: z
    .array(z.number().int().positive({ error: 'شناسه دسته معتبر نیست' }))
    .min(1, { error: 'دست‌کم یک دسته بفرستید' })
    .max(500, { error: 'حداکثر ۵۰۰ دسته در یک سطح' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'هر دسته را یک بار بفرستید' }),
});
export type ReorderInput = z.output<typeof reorderBodySchema>;

export const moveBodySchema = z.strictObject({ direction: z.enum(['up', 'down'], { error: 'جهت جابه‌جایی باید up یا down باشد' }) });

export const brandBodySchema = z.strictObject({
  title: title('نام برند'),
  titleEn: text('نام لاتین برند', 120).min(1, { error: 'نام لاتین برند را بنویسید' }),
  slug,
  aliases: z.array(text('نام دیگر', 100).min(1)).max(20, { error: 'حداکثر ۲۰ نام دیگر' }).default([]),
  active: z.boolean().default(true),
  sort: whole('ترتیب', 0, 100_000).default(0),
});
export type BrandInput = z.output<typeof brandBodySchema>;

export const adminBrandSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  slug: z.string(),
  aliases: z.array(z.string()),
  active: z.boolean(),
  sort: z.number().int(),
  picture: z.string().nullable(),
  productCount: z.number().int(),
});
export type AdminBrand = z.infer<typeof adminBrandSchema>;

export const insuranceBodySchema = z.strictObject({
  title: title('نام طرح'),
  company: title('نام بیمه‌گر'),
  /** Rich text, sanitised by the server. */
  coverage: text('پوشش', 50_000).default(''),
  termsAndConditions: text('شرایط', 50_000).default(''),
  /** Premium per thousand of the phone's price (20 = 2 %). */
  ratePerMille: whole('نرخ (در هزار)', 0, 1000),
  minPrice: tomanAmount('کمترین حق بیمه'),
  discountPercent: whole('درصد تخفیف', 0, 100).default(0),
  months: whole('مدت (ماه)', 1, 60).default(12),
  active: z.boolean().default(true),
});
export type InsuranceInput = z.output<typeof insuranceBodySchema>;

export const adminInsuranceSchema = insuranceBodySchema.extend({ id: z.number().int(), picture: z.string().nullable(), productCount: z.number().int() });
export type AdminInsurance = z.infer<typeof adminInsuranceSchema>;

/** A value of an attribute: for a colour (type 1) `value` is its swatch as #rrggbb; for text (type 2) the text shown. */
export const attributeValueBodySchema = z.strictObject({
  title: text('نام', 60).min(1, { error: 'نام را بنویسید' }),
  value: text('مقدار', 60).min(1, { error: 'مقدار را بنویسید' }),
  sort: whole('ترتیب', 0, 100_000).default(0),
});
export type AttributeValueInput = z.output<typeof attributeValueBodySchema>;

export const adminAttributeValueSchema = z.object({ id: z.number().int(), attributeId: z.number().int(), title: z.string(), value: z.string(), sort: z.number().int() });
export type AdminAttributeValue = z.infer<typeof adminAttributeValueSchema>;

/** The two kinds of attribute a variant has (SPEC §3 arrtib1/arrtib2): 1 a colour with its swatch, 2 a text (memory…). */
export const ATTRIBUTE_TYPES = [1, 2] as const;
export const ATTRIBUTE_TYPE_LABELS: Record<(typeof ATTRIBUTE_TYPES)[number], string> = { 1: 'رنگ (با نمونه رنگ)', 2: 'متنی (مثل حافظه)' };

export const attributeBodySchema = z.strictObject({
  title: title('نام ویژگی'),
  type: z.union([z.literal(1), z.literal(2)], { error: 'نوع ویژگی باید ۱ (رنگ) یا ۲ (متنی) باشد' }),
  sort: whole('ترتیب', 0, 100_000).default(0),
});
export type AttributeInput = z.output<typeof attributeBodySchema>;

/** A renamed or reordered attribute; its type is fixed, as its values are swatches or texts by it. */
export const attributeUpdateBodySchema = attributeBodySchema.omit({ type: true });
export type AttributeUpdateInput = z.output<typeof attributeUpdateBodySchema>;

export const adminAttributeSchema = z.object({ id: z.number().int(), title: z.string(), type: z.number().int(), sort: z.number().int() });
export type AdminAttribute = z.infer<typeof adminAttributeSchema>;
