import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { normalizeMobile } from '@/lib/validators/mobile';
import { pagedQuerySchema, pagedSchema, queryText } from './paging';

const fields = z.record(z.string(), z.unknown()).nullable();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  actor: z.object({
    kind: z.enum(['user', 'system']),
    userId: z.number().int().nullable(),
    /** The mobile number of the staff member, or 'system'. */
    label: z.string(),
    name: z.string().nullable(),
  }),
  entityType: z.string(),
  entityId: z.string(),
  action: z.string(),
  before: fields,
  after: fields,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const day = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : toLatinDigits(v.trim())) : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} باید روزی به شکل YYYY-MM-DD باشد` })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: `${label} روز معتبری نیست` })
      .optional(),
  );

/** 'system', or a staff member's mobile number in any digits. */
const actorFilter = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z
    .string()
    .transform((v, ctx) => {
      if (v.trim() === 'system') return 'system';
      const mobile = normalizeMobile(v);
      if (!mobile) {
        ctx.addIssue({ code: 'custom', message: 'انجام‌دهنده را با شماره موبایل یا system مشخص کنید' });
        return z.NEVER;
      }
      return mobile;
    })
    .optional(),
);

export const AUDIT_SORTS = ['at'] as const;
/** Days are Tehran days; `to` includes its whole day. */
export const auditListQuerySchema = pagedQuerySchema(AUDIT_SORTS, { sort: 'at', order: 'desc' })
  .extend({
    actor: actorFilter,
    entityType: queryText('نوع مورد', 64),
    entityId: queryText('شناسه مورد', 64),
    action: queryText('کار', 64),
    from: day('از تاریخ'),
    to: day('تا تاریخ'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'تاریخ شروع باید پیش از تاریخ پایان باشد', path: ['to'] });
export type AuditListQuery = z.output<typeof auditListQuerySchema>;
export const auditListSchema = pagedSchema(auditEntrySchema);

/** The entity types and actions the log holds, for the filters. */
export const auditFacetsSchema = z.object({ entityTypes: z.array(z.string()), actions: z.array(z.string()) });
export type AuditFacets = z.infer<typeof auditFacetsSchema>;

/** Persian names of what the log records; a type or action missing here shows as written. */
export const AUDIT_ENTITY_LABELS: Record<string, string> = {
  user: 'کاربر',
  settings: 'تنظیمات فروشگاه',
  content_page: 'صفحه محتوا',
  product_review: 'نظر کالا',
  product_question: 'پرسش کالا',
  question_answer: 'پاسخ پرسش',
  blog_post: 'نوشته بلاگ',
  blog_comment: 'دیدگاه بلاگ',
  user_message: 'پیام به مشتری',
  order: 'سفارش',
  loan_request: 'درخواست تسهیلات',
  cooperation_request: 'درخواست همکاری',
  product: 'کالا',
  category: 'دسته‌بندی',
  brand: 'برند',
  insurance_plan: 'طرح بیمه',
  attribute_value: 'مقدار ویژگی',
  product_variant: 'تنوع کالا',
  loan: 'وام',
  loan_cheque: 'چک ضمانت',
  appointment_day: 'ظرفیت نوبت یک روز',
  branch_capacity: 'ظرفیت روزانه شعبه',
  holiday: 'تعطیلی',
  banner: 'بنر',
  menu_item: 'مورد منو',
  menu_group: 'گروه منو',
  banner_slot: 'جایگاه بنر',
  faq_group: 'گروه پرسش‌ها',
  faq_groups: 'گروه‌های پرسش‌ها',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'ساخت',
  update: 'ویرایش',
  delete: 'حذف',
  moderate: 'بررسی (تأیید یا رد)',
  'staff.grant': 'دادن نقش',
  'staff.revoke': 'گرفتن نقش',
  'order.status': 'تغییر وضعیت سفارش',
  'order.refund': 'بازگشت بخشی از وجه سفارش',
  'wallet.adjust': 'اصلاح موجودی کیف پول',
  'customer.kind': 'تغییر نوع حساب',
  'customer.block': 'مسدود کردن ورود',
  'customer.unblock': 'آزاد کردن ورود',
  'customer.sessions_end': 'پایان همه نشست‌ها',
  'loan.decide': 'تصمیم درباره تسهیلات',
  'loan.attended': 'ثبت حضور در نوبت',
  'loan.missed': 'ثبت غیبت در نوبت',
  'loan.reupload': 'درخواست بارگذاری دوباره مدارک',
  'cooperation.decide': 'تصمیم درباره همکاری',
  'loan.branch_payment': 'پرداخت قسط در شعبه',
  'product.publish': 'انتشار کالا',
  'product.unpublish': 'برداشتن کالا از فروشگاه',
  'product.duplicate': 'رونوشت کالا',
  'product.archive': 'بایگانی',
  'product.picture_add': 'افزودن تصویر کالا',
  'product.pictures': 'ویرایش تصویرهای کالا',
  'category.move': 'جابه‌جایی دسته',
  'menu.reorder': 'تغییر ترتیب منو',
  'menu.header': 'انتخاب منوی سرصفحه',
  'banner.reorder': 'تغییر ترتیب بنرها',
  'faq.reorder': 'تغییر ترتیب پرسش‌ها',
  'faq.reorder_groups': 'تغییر ترتیب گروه‌های پرسش‌ها',
};
