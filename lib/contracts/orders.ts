import { z } from 'zod';
import { normalizeMobile } from '@/lib/validators/mobile';
import { compactDigitInput } from '@/lib/format/digits';
import { imageObjectSchema } from './images';
import { PG_INT_MAX } from './ids';

export const orderMessages = {
  province: 'استان را انتخاب کنید',
  city: 'شهر را انتخاب کنید',
  cityOutsideProvince: 'شهر انتخاب‌شده در این استان نیست',
  address: 'نشانی کامل را وارد کنید (دست‌کم ۱۰ حرف)',
  postalCode: 'کد پستی باید ۱۰ رقم باشد',
  receiverName: 'نام گیرنده را وارد کنید',
  receiverMobile: 'شماره موبایل گیرنده را به درستی وارد کنید',
  addressNotFound: 'نشانی پیدا نشد',
  tooManyAddresses: 'بیش از ۲۰ نشانی نمی‌توانید ثبت کنید',
  emptyBasket: 'سبد خرید شما خالی است',
  catalogMode: 'فروشگاه در حال حاضر سفارش نمی‌پذیرد',
  basketProblem: 'سبد خرید شما تغییر کرده است؛ لطفا سبد را بازبینی کنید',
  outOfStock: (title: string) => `موجودی «${title}» کافی نیست`,
  shippingUnavailable: 'این روش ارسال برای نشانی انتخاب‌شده در دسترس نیست',
  branchNotFound: 'شعبه انتخاب‌شده پیدا نشد',
  addressRequired: 'نشانی تحویل را انتخاب کنید',
  walletEmpty: 'موجودی کیف پول شما صفر است',
  walletShort: 'موجودی کیف پول برای پرداخت کامل کافی نیست',
  gatewayRequired: 'درگاه پرداخت را انتخاب کنید',
  orderNotFound: 'سفارش پیدا نشد',
  notAwaitingPayment: 'این سفارش در انتظار پرداخت نیست',
  reservationExpired: 'مهلت پرداخت این سفارش به پایان رسیده است',
  cannotCancel: 'این سفارش دیگر قابل لغو نیست',
  badTransition: 'این تغییر وضعیت برای این سفارش مجاز نیست',
  placed: 'سفارش شما ثبت شد',
  paidFromWallet: 'سفارش شما از کیف پول پرداخت شد',
  paidByGateway: 'پرداخت اینترنتی انجام شد',
  paymentMismatch: 'مبلغ پرداخت با مبلغ سفارش یکی نیست',
  sellerOnly: 'این بخش تنها برای فروشندگان است',
  sellerOwnMobile: 'شماره مشتری نمی‌تواند شماره خود فروشنده باشد',
  customerMobile: 'شماره موبایل مشتری را به درستی وارد کنید',
  payLinkNotFound: 'لینک پرداخت معتبر نیست',
  payLinkExpired: 'مهلت این لینک پرداخت به پایان رسیده است',
  payLinkCancelled: 'این لینک پرداخت از سوی فروشگاه لغو شده است؛ برای پرداخت با فروشنده تماس بگیرید',
  payLinkUsed: 'این سفارش پیش‌تر پرداخت شده یا دیگر در انتظار پرداخت نیست',
  inPersonPickup: 'پرداخت در شعبه تنها با تحویل حضوری در همان شعبه ممکن است',
  cancelled: 'سفارش لغو شد',
  expiredNote: 'مهلت پرداخت به پایان رسید',
  payLinkExpiredNote: 'مهلت لینک پرداخت به پایان رسید',
  replacedNote: 'سفارش تازه‌تری ثبت شد',
} as const;

const idField = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(PG_INT_MAX, { error: message });

const mobileOf = (message: string) =>
  z.string({ error: message }).transform((v, ctx) => {
    const mobile = normalizeMobile(v);
    if (!mobile) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return mobile;
  });

/** The address form (dashboard and checkout): Persian or Latin digits accepted, stored canonical. */
export const addressBodySchema = z.object({
  provinceId: idField(orderMessages.province),
  cityId: idField(orderMessages.city),
  address: z.string({ error: orderMessages.address }).trim().min(10, { error: orderMessages.address }).max(500, { error: orderMessages.address }),
  postalCode: z
    .string({ error: orderMessages.postalCode })
    .transform((v) => compactDigitInput(v))
    .refine((v) => /^\d{10}$/.test(v), { error: orderMessages.postalCode }),
  receiverName: z.string({ error: orderMessages.receiverName }).trim().min(2, { error: orderMessages.receiverName }).max(100, { error: orderMessages.receiverName }),
  receiverMobile: mobileOf(orderMessages.receiverMobile),
  isDefault: z.boolean().optional().default(false),
});
export type AddressBody = z.infer<typeof addressBodySchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  provinceId: z.number().int(),
  provinceTitle: z.string(),
  cityId: z.number().int(),
  cityTitle: z.string(),
  address: z.string(),
  postalCode: z.string(),
  receiverName: z.string(),
  receiverMobile: z.string(),
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export const shippingMethodSchema = z.enum(['courier', 'post', 'pickup']);
export type ShippingMethodId = z.infer<typeof shippingMethodSchema>;
export const paymentMethodSchema = z.enum(['gateway', 'wallet', 'wallet_gateway', 'in_person']);
export type PaymentMethodId = z.infer<typeof paymentMethodSchema>;
export const orderStatusSchema = z.enum(['awaiting_payment', 'paid', 'processing', 'shipped', 'delivered', 'cancelled', 'refunded']);
export type OrderStatusId = z.infer<typeof orderStatusSchema>;

export const shippingOptionSchema = z.object({
  method: shippingMethodSchema,
  title: z.string(),
  price: z.number().int(),
  /** ISO date (Tehran calendar day) the parcel is expected. */
  estimatedDelivery: z.string(),
  available: z.boolean(),
  note: z.string().nullable(),
});
export type ShippingOption = z.infer<typeof shippingOptionSchema>;

export const checkoutQuerySchema = z.object({ addressId: idField(orderMessages.addressNotFound).optional() });

/** Everything /order shows, priced by the server: the payable amounts are only ever the server's. */
export const checkoutSchema = z.object({
  itemsPrice: z.number().int(),
  discount: z.number().int(),
  insurancePrice: z.number().int(),
  itemsPayable: z.number().int(),
  message: z.string().nullable(),
  shipping: z.array(shippingOptionSchema),
  walletBalance: z.number().int(),
  gateways: z.array(z.string()),
  /** The same gateways with names and, for credit providers, the toman range they lend: offer one only when the amount fits. */
  gatewayOptions: z.array(
    z.object({ id: z.string(), title: z.string(), credit: z.boolean(), min: z.number().int().nullable(), max: z.number().int().nullable() }),
  ),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const placeOrderBodySchema = z
  .object({
    shippingMethod: shippingMethodSchema,
    addressId: idField(orderMessages.addressNotFound).optional(),
    branchId: idField(orderMessages.branchNotFound).optional(),
    paymentMethod: paymentMethodSchema,
  })
  .superRefine((v, ctx) => {
    if (v.shippingMethod === 'pickup' && v.branchId === undefined) ctx.addIssue({ code: 'custom', path: ['branchId'], message: orderMessages.branchNotFound });
    if (v.shippingMethod !== 'pickup' && v.addressId === undefined) ctx.addIssue({ code: 'custom', path: ['addressId'], message: orderMessages.addressRequired });
  });
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>;

export const payOrderBodySchema = z.object({ gateway: z.string({ error: orderMessages.gatewayRequired }).min(1, { error: orderMessages.gatewayRequired }) });

export const orderLineSchema = z.object({
  id: z.number().int(),
  variantId: z.number().int(),
  productId: z.number().int(),
  accompanying: z.boolean(),
  title: z.string(),
  description: z.string(),
  image: imageObjectSchema.nullable(),
  qty: z.number().int(),
  unitPrice: z.number().int(),
  unitPayable: z.number().int(),
  insuranceTitle: z.string().nullable(),
  unitInsurancePrice: z.number().int(),
  unitInsurancePayable: z.number().int(),
});

export const orderEventSchema = z.object({ status: orderStatusSchema, actor: z.enum(['customer', 'operator', 'system']), note: z.string().nullable(), createdAt: z.string() });

export const orderSummarySchema = z.object({
  id: z.number().int(),
  status: orderStatusSchema,
  payable: z.number().int(),
  walletAmount: z.number().int(),
  gatewayAmount: z.number().int(),
  paymentMethod: paymentMethodSchema,
  shippingMethod: shippingMethodSchema,
  itemsCount: z.number().int(),
  createdAt: z.string(),
  reservedUntil: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderPaymentSchema = z.object({
  id: z.number().int(),
  gateway: z.string(),
  amount: z.number().int(),
  status: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});

/** A facility order's loan (issue #8): what was lent, not charged, and the instalments that repay it. */
export const orderFacilitySchema = z.object({
  requestId: z.number().int(),
  /** The prepayment is paid: the loan exists (running, settled or cancelled) at /dashboard/installments/{requestId}. */
  active: z.boolean(),
  facilityName: z.string(),
  facilityParentTitle: z.string(),
  price: z.number().int(),
  prepayment: z.number().int(),
  loanAmount: z.number().int(),
  amountPerMonth: z.number().int(),
  finalRefundAmount: z.number().int(),
  months: z.number().int(),
  schedule: z.array(z.object({ number: z.number().int(), amount: z.number().int(), dueDate: z.string(), jalali: z.string(), paid: z.boolean() })),
});
export type OrderFacility = z.infer<typeof orderFacilitySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  itemsPrice: z.number().int(),
  discount: z.number().int(),
  insurancePrice: z.number().int(),
  shippingPrice: z.number().int(),
  estimatedDelivery: z.string(),
  shippingAddress: z
    .object({ province: z.string(), city: z.string(), address: z.string(), postalCode: z.string(), receiverName: z.string(), receiverMobile: z.string() })
    .nullable(),
  branch: z.object({ id: z.number().int(), title: z.string(), address: z.string(), tell: z.string() }).nullable(),
  customer: z.object({ name: z.string(), mobile: z.string() }),
  lines: z.array(orderLineSchema),
  events: z.array(orderEventSchema),
  payments: z.array(orderPaymentSchema),
  canCancel: z.boolean(),
  canPay: z.boolean(),
  /** The carrier's code once the order ships by post or courier. */
  trackingCode: z.string().nullable(),
  /** Toman given back so far. */
  refundedAmount: z.number().int(),
  facility: orderFacilitySchema.optional(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListQuerySchema = z.object({
  status: orderStatusSchema.optional(),
  page: z.coerce.number().int().min(1).max(1000).optional().default(1),
});

export const orderListSchema = z.object({ items: z.array(orderSummarySchema), page: z.number().int(), pageCount: z.number().int(), total: z.number().int() });
export type OrderList = z.infer<typeof orderListSchema>;

export const placedOrderSchema = z.object({ orderId: z.number().int(), status: orderStatusSchema, needsPayment: z.boolean() });

/** A seller's order for a walk-in customer: who, and where it goes (a branch, or an address typed in). */
export const sellerOrderBodySchema = z
  .object({
    customerMobile: mobileOf(orderMessages.customerMobile),
    shippingMethod: shippingMethodSchema,
    branchId: idField(orderMessages.branchNotFound).optional(),
    address: addressBodySchema.omit({ isDefault: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.shippingMethod === 'pickup' && v.branchId === undefined) ctx.addIssue({ code: 'custom', path: ['branchId'], message: orderMessages.branchNotFound });
    if (v.shippingMethod !== 'pickup' && v.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: orderMessages.addressRequired });
  });
export type SellerOrderBody = z.infer<typeof sellerOrderBodySchema>;

/** The seller's form: a branch, or an address the customer receives on their own number; read as the handler's body. */
export const sellerOrderFormSchema = z
  .object({
    customerMobile: z.string(),
    shippingMethod: shippingMethodSchema,
    branchId: z.string(),
    address: z.object({ provinceId: z.number(), cityId: z.number(), address: z.string(), postalCode: z.string(), receiverName: z.string() }),
  })
  .transform(({ customerMobile, shippingMethod, branchId, address }): z.input<typeof sellerOrderBodySchema> =>
    shippingMethod === 'pickup'
      ? { customerMobile, shippingMethod, branchId: branchId || undefined }
      : { customerMobile, shippingMethod, address: { ...address, receiverMobile: customerMobile } },
  )
  .pipe(sellerOrderBodySchema);

export const sellerOrderSchema = z.object({ orderId: z.number().int(), payLink: z.string(), expiresAt: z.string(), smsSent: z.boolean() });

export const payLinkOrderSchema = z.object({ order: orderDetailSchema, expiresAt: z.string(), gateways: z.array(z.string()) });
export type PayLinkOrder = z.infer<typeof payLinkOrderSchema>;
