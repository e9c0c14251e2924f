import { z } from 'zod';
import { toLatinDigits } from '@/lib/format/digits';
import { orderDetailSchema, orderStatusSchema, paymentMethodSchema, shippingMethodSchema, type OrderStatusId, type PaymentMethodId, type ShippingMethodId } from '../orders';
import { pagedQuerySchema, pagedSchema } from './paging';

export const adminOrderMessages = {
  trackingRequired: 'کد رهگیری مرسوله را وارد کنید',
  trackingCode: 'کد رهگیری باید ۴ تا ۴۰ حرف یا رقم لاتین باشد',
  refundAmount: 'مبلغ بازگشت باید عددی صحیح و بیشتر از صفر باشد',
  refundReason: 'دلیل بازگشت وجه را بنویسید (دست‌کم ۳ حرف)',
  refundTooMuch: (left: string) => `بیش از مبلغ پرداخت‌شده نمی‌توان برگرداند؛ بیشینه مبلغ قابل بازگشت ${left} تومان است`,
  refundState: 'بازگشت وجه تنها برای سفارش پرداخت‌شده ممکن است',
  refundedAlready: 'وجه این سفارش پیش‌تر کامل برگشت داده شده است',
  partialCredit: 'بازگشت بخشی از وجه برای خرید اعتباری یا تسهیلاتی ممکن نیست؛ در صورت نیاز کل سفارش را برگشت بزنید',
  refundNote: (amount: string, reason: string) => `بازگشت ${amount} تومان به کیف پول: ${reason}`,
  refundTarget: 'مقصد بازگشت وجه باید کارت یا کیف پول باشد',
  noteTooLong: 'یادداشت حداکثر ۵۰۰ حرف است',
} as const;

/** Persian names of the states, shared by the console's table, badges and filters. */
export const ADMIN_ORDER_STATUS_LABELS: Record<OrderStatusId, string> = {
  awaiting_payment: 'در انتظار پرداخت',
  paid: 'پرداخت شده',
  processing: 'در حال آماده‌سازی',
  shipped: 'ارسال شده',
  delivered: 'تحویل شده',
  cancelled: 'لغو شده',
  refunded: 'بازگشت وجه',
};

export const ADMIN_PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = {
  gateway: 'پرداخت اینترنتی',
  wallet: 'کیف پول',
  wallet_gateway: 'کیف پول و درگاه',
  in_person: 'پرداخت در شعبه',
};

export const ADMIN_SHIPPING_METHOD_LABELS: Record<ShippingMethodId, string> = {
  courier: 'پیک فروشگاه',
  post: 'پست پیشتاز',
  pickup: 'تحویل در شعبه',
};

/** The console's button for each move, and what its confirmation says will happen. */
export const OPERATOR_MOVE_TEXTS: Record<OperatorTarget, { label: string; explain: string }> = {
  paid: { label: 'ثبت پرداخت در شعبه', explain: 'سفارش پرداخت‌شده ثبت می‌شود؛ فقط وقتی مبلغ را در شعبه گرفته‌اید.' },
  processing: { label: 'تأیید و آماده‌سازی', explain: 'سفارش به آماده‌سازی می‌رود و به مشتری پیام داده می‌شود.' },
  shipped: { label: 'ارسال', explain: 'سفارش ارسال‌شده ثبت می‌شود و کد رهگیری برای مشتری فرستاده می‌شود.' },
  delivered: { label: 'تحویل شد', explain: 'سفارش تحویل‌شده ثبت می‌شود و به مشتری پیام داده می‌شود.' },
  cancelled: { label: 'لغو سفارش', explain: 'کالاها به موجودی برمی‌گردند و سهم کیف پول به مشتری بازمی‌گردد.' },
  refunded: {
    label: 'بازگشت کل وجه',
    explain:
      'کالاهای ارسال‌نشده به موجودی برمی‌گردند و باقی مبلغ پرداخت‌شده بازمی‌گردد: به کارتی که با آن پرداخت شده (اگر درگاهش بازگشت وجه دارد)، به کیف پول مشتری، یا در مهلت برگشت، به اعتبار خرید اعتباری.',
  },
};

/** Where a refund goes: back to the card the order was paid with (when its bank gives refunds), or to the wallet. */
export const REFUND_TARGETS = ['card', 'wallet'] as const;
export const refundTargetSchema = z.enum(REFUND_TARGETS, { error: adminOrderMessages.refundTarget });
export type RefundTarget = z.infer<typeof refundTargetSchema>;

/** Moves an operator may ask for; which apply depends on the order's state (the order answer lists them). */
export const OPERATOR_TARGETS = ['paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded'] as const;
export const operatorTargetSchema = z.enum(OPERATOR_TARGETS, { error: 'وضعیت مقصد معتبر نیست' });
export type OperatorTarget = z.infer<typeof operatorTargetSchema>;

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const day = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : toLatinDigits(v.trim())) : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${label} باید روزی به شکل YYYY-MM-DD باشد` })
      .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: `${label} روز معتبری نیست` })
      .optional(),
  );

export const ADMIN_ORDER_SORTS = ['createdAt', 'payable', 'id'] as const;
/**
 * The console's order list: `state`, `paymentMethod`, `shippingMethod`, `from`/`to` (Tehran days, inclusive),
 * `customer` (a user id, from the customer page), `seller` (the seller who made them); `q` is an order number, a mobile (any digits) or part of a name.
 */
export const adminOrderListQuerySchema = pagedQuerySchema(ADMIN_ORDER_SORTS, { sort: 'createdAt', order: 'desc' })
  .extend({
    state: z.preprocess(blank, orderStatusSchema.optional()),
    paymentMethod: z.preprocess(blank, paymentMethodSchema.optional()),
    shippingMethod: z.preprocess(blank, shippingMethodSchema.optional()),
    customer: z.preprocess(blank, z.coerce.number({ error: 'شناسه مشتری باید عدد باشد' }).int().positive().max(2_147_483_647).optional()),
    /** The seller (user id) who built the orders for walk-in customers (SPEC §6 seller mode). */
    seller: z.preprocess(blank, z.coerce.number({ error: 'شناسه فروشنده باید عدد باشد' }).int().positive().max(2_147_483_647).optional()),
    from: day('از تاریخ'),
    to: day('تا تاریخ'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { error: 'تاریخ شروع باید پیش از تاریخ پایان باشد', path: ['to'] });
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  createdAt: z.string(),
  payable: z.number().int(),
  refundedAmount: z.number().int(),
  paymentMethod: paymentMethodSchema,
  shippingMethod: shippingMethodSchema,
  itemsCount: z.number().int(),
  trackingCode: z.string().nullable(),
  customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  /** The seller who built the order for a walk-in customer (SPEC §6); null for the customer's own orders. */
  seller: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }).nullable(),
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

/** A page of orders, and the count and sum payable of every order the filters match (all pages). */
export const adminOrderListSchema = pagedSchema(adminOrderRowSchema).extend({
  totals: z.object({ payable: z.number().int(), refunded: z.number().int() }),
  /** Every seller who has built an order, for the seller filter's choices. */
  sellers: z.array(z.object({ id: z.number().int(), name: z.string(), mobile: z.string() })),
});
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

export const adminOrderSchema = orderDetailSchema.extend({
  customer: z.object({ id: z.number().int(), name: z.string(), mobile: z.string() }),
  /** The moves the order's state allows now, in the order the console offers them. */
  moves: z.array(operatorTargetSchema),
  /** Toman that may still be refunded in part (to the card or the wallet); 0 when none may. */
  refundable: z.number().int(),
  /** Toman of that which may go back to the card the order was paid with; 0 when its bank gives no refunds or none is left. */
  cardRefundable: z.number().int(),
  /** Toman the bank gave back to the card so far. */
  refundedToCard: z.number().int(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const trackingCode = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : toLatinDigits(v.trim())) : v),
  z.string({ error: adminOrderMessages.trackingCode }).regex(/^[A-Za-z0-9-]{4,40}$/, { error: adminOrderMessages.trackingCode }).optional(),
);

/**
 * `trackingCode` is needed to ship a posted or couriered order. `refundTo` (a whole refund only): `card`, the default,
 * gives back to the card what its bank takes back and the rest to the wallet; `wallet` gives it all to the wallet.
 */
export const adminOrderStatusBodySchema = z.object({
  status: operatorTargetSchema,
  note: z.preprocess(blank, z.string().trim().max(500, { error: adminOrderMessages.noteTooLong }).optional()),
  trackingCode,
  refundTo: refundTargetSchema.default('card'),
});
export type AdminOrderStatusBody = z.output<typeof adminOrderStatusBodySchema>;

export const adminRefundBodySchema = z.object({
  amount: z.preprocess(
    (v) => (typeof v === 'string' ? Number(toLatinDigits(v).replace(/[,٬]/g, '')) : v),
    z.number({ error: adminOrderMessages.refundAmount }).int({ error: adminOrderMessages.refundAmount }).positive({ error: adminOrderMessages.refundAmount }).max(Number.MAX_SAFE_INTEGER, { error: adminOrderMessages.refundAmount }),
  ),
  reason: z.string({ error: adminOrderMessages.refundReason }).trim().min(3, { error: adminOrderMessages.refundReason }).max(500, { error: adminOrderMessages.noteTooLong }),
  /** As for a whole refund: to the card where its bank takes it back (the rest to the wallet), or all to the wallet. */
  refundTo: refundTargetSchema.default('card'),
});
export type AdminRefundBody = z.output<typeof adminRefundBodySchema>;
