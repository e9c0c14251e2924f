import { z } from 'zod';

export const paymentMessages = {
  gatewayNotAllowed: 'این درگاه پرداخت فعال نیست',
  gatewayUnavailable: 'ارتباط با درگاه پرداخت برقرار نشد؛ کمی بعد دوباره تلاش کنید',
  failure: {
    cancelled: 'پرداخت لغو شد',
    declined: 'ارائه‌دهنده اعتبار این خرید را تأیید نکرد',
    not_paid: 'بانک پرداخت را تأیید نکرد',
    amount_mismatch: 'مبلغ پرداخت‌شده با مبلغ درخواستی یکسان نیست',
    gateway_error: 'ارتباط با درگاه پرداخت برقرار نشد',
    superseded: 'پرداخت تازه‌تری برای این سفارش آغاز شد؛ این پرداخت بسته شد',
    abandoned: 'پرداخت در مهلت خود انجام نشد',
  },
  refunded: 'پرداخت انجام شد اما درخواست شما دیگر قابل انجام نبود؛ مبلغ به کیف پول شما بازگشت',
  pending: 'پرداخت هنوز تکمیل نشده است',
  paid: 'پرداخت با موفقیت انجام شد',
  unknownCallback: 'پرداختی با این مشخصات یافت نشد',
  reversed: 'خرید اعتباری لغو شد و ارائه‌دهنده اعتبار آن را برگرداند',
  refundedToCard: 'این سفارش پیش‌تر پرداخت شده بود؛ مبلغ این پرداخت به کارت شما بازگردانده شد',
  creditOnlyForOrders: 'خرید اعتباری فقط برای پرداخت سفارش است',
} as const;

export type FailureReason = keyof typeof paymentMessages.failure;

export { GATEWAY_TITLES as gatewayTitles } from '../payment-gateways';

/** What /payment/response shows; `wallet` is the balance after a wallet charge. */
export const paymentViewSchema = z.object({
  id: z.number().int(),
  purpose: z.string(),
  referenceId: z.number().int(),
  amount: z.number().int(),
  gateway: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded', 'reversed']),
  refId: z.string().nullable(),
  cardPan: z.string().nullable(),
  message: z.string(),
  date: z.string(),
  wallet: z.number().int().nullable(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
