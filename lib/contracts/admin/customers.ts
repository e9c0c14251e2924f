import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { pagedQuerySchema, pagedSchema } from './paging';

export const CUSTOMER_KINDS = ['customer', 'seller', 'supervisor'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  customer: 'مشتری',
  seller: 'فروشنده (بدون استعلام)',
  supervisor: 'ناظر (فروشگاه را در حالت تعمیر می‌بیند)',
};

export const customerMessages = {
  notFound: 'مشتری پیدا نشد',
  kind: 'نوع حساب باید مشتری، فروشنده یا ناظر باشد',
  amount: 'مبلغ باید عددی صحیح و بیشتر از صفر باشد',
  direction: 'افزایش یا کاهش موجودی را انتخاب کنید',
  reason: 'دلیل را بنویسید (دست‌کم ۳ حرف)',
  reasonTooLong: 'دلیل حداکثر ۳۰۰ حرف است',
  blockReason: 'دلیل مسدود کردن را بنویسید (دست‌کم ۳ حرف)',
  staffBlocked: 'حساب کارکنان از اینجا مسدود نمی‌شود؛ نخست نقش‌های او را در بخش کارکنان بگیرید',
  blockedAlready: 'این حساب پیش‌تر مسدود شده است',
  notBlocked: 'این حساب مسدود نیست',
  sameKind: 'نوع حساب همین است',
} as const;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const CUSTOMER_SORTS = ['createdAt', 'id'] as const;
/** `kind` and `blocked` ('1' or '0') filter; q is a mobile (any digits), a national code or part of a name. */
export const customerListQuerySchema = pagedQuerySchema(CUSTOMER_SORTS, { sort: 'createdAt', order: 'desc' }).extend({
  kind: z.preprocess(blank, z.enum(CUSTOMER_KINDS, { error: customerMessages.kind }).optional()),
  blocked: z.preprocess(blank, z.enum(['1', '0'], { error: 'فیلتر مسدود بودن باید ۱ یا ۰ باشد' }).optional()),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

export const customerRowSchema = z.object({
  id: z.number().int(),
  mobile: z.string(),
  name: z.string(),
  nationalCode: z.string().nullable(),
  kind: z.enum(CUSTOMER_KINDS),
  blocked: z.boolean(),
  createdAt: z.string(),
  ordersCount: z.number().int(),
  walletBalance: z.number().int(),
});
export type CustomerRow = z.infer<typeof customerRowSchema>;
export const customerListSchema = pagedSchema(customerRowSchema);

export const customerSchema = customerRowSchema.extend({
  fName: z.string().nullable(),
  lName: z.string().nullable(),
  birthDate: z.string().nullable(),
  province: z.string().nullable(),
  city: z.string().nullable(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  /** Staff roles the account holds (managed on the staff page). */
  staffRoles: z.array(z.string()),
  activeSessions: z.number().int(),
  paidTotal: z.number().int(),
  addresses: z.array(z.object({ id: z.number().int(), text: z.string(), receiver: z.string(), isDefault: z.boolean() })),
  loans: z.array(
    z.object({ id: z.number().int(), state: z.string(), plan: z.string(), price: z.number().int(), loanAmount: z.number().int(), createdAt: z.string() }),
  ),
  notifications: z.array(z.object({ id: z.number().int(), kind: z.string(), title: z.string(), body: z.string(), createdAt: z.string() })),
});
export type Customer = z.infer<typeof customerSchema>;

export const walletEntryRowSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.string(),
  reason: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type WalletEntryRow = z.infer<typeof walletEntryRowSchema>;
export const walletLedgerQuerySchema = pagedQuerySchema(['createdAt'] as const, { sort: 'createdAt', order: 'desc' });
export const walletLedgerSchema = pagedSchema(walletEntryRowSchema).extend({ balance: z.number().int() });
export type WalletLedger = z.infer<typeof walletLedgerSchema>;

const amount = z.preprocess(
  (v) => (typeof v === 'string' ? Number(toLatinDigits(v).replace(/[,٬]/g, '')) : v),
  z.number({ error: customerMessages.amount }).int({ error: customerMessages.amount }).positive({ error: customerMessages.amount }).max(10_000_000_000, { error: 'مبلغ بیش از اندازه است' }),
);
const reason = (message: string) => z.string({ error: message }).trim().min(3, { error: message }).max(300, { error: customerMessages.reasonTooLong });

/** An operator's credit or debit of a wallet; a debit never takes the balance below zero. */
export const walletAdjustBodySchema = z.object({
  direction: z.enum(['credit', 'debit'], { error: customerMessages.direction }),
  amount,
  reason: reason(customerMessages.reason),
});
export type WalletAdjustBody = z.output<typeof walletAdjustBodySchema>;

export const customerKindBodySchema = z.object({ kind: z.enum(CUSTOMER_KINDS, { error: customerMessages.kind }) });

/** Blocking needs a reason; unblocking does not. */
export const customerBlockBodySchema = z.discriminatedUnion(
  'blocked',
  [z.object({ blocked: z.literal(true), reason: reason(customerMessages.blockReason) }), z.object({ blocked: z.literal(false) })],
  { error: 'مسدود کردن یا آزاد کردن را مشخص کنید' },
);
export type CustomerBlockBody = z.output<typeof customerBlockBodySchema>;
