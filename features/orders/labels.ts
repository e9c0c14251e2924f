import type { OrderStatusId, PaymentMethodId, ShippingMethodId } from '@/lib/contracts/orders';

export const ORDER_STATUS_LABELS: Record<OrderStatusId, string> = {
  awaiting_payment: 'در انتظار پرداخت',
  paid: 'پرداخت شده',
  processing: 'در حال آماده‌سازی',
  shipped: 'ارسال شده',
  delivered: 'تحویل شده',
  cancelled: 'لغو شده',
  refunded: 'بازگشت وجه به کیف پول',
};

export const ORDER_STATUS_TONES: Record<OrderStatusId, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-gray-200 text-gray-800',
  refunded: 'bg-rose-100 text-rose-900',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodId, string> = {
  gateway: 'پرداخت اینترنتی',
  wallet: 'کیف پول',
  wallet_gateway: 'کیف پول و پرداخت اینترنتی',
  in_person: 'پرداخت در شعبه',
};

export const SHIPPING_METHOD_LABELS: Record<ShippingMethodId, string> = {
  courier: 'پیک فروشگاه',
  post: 'پست پیشتاز',
  pickup: 'تحویل حضوری در شعبه',
};

export const ACTOR_LABELS = { customer: 'خریدار', operator: 'فروشگاه', system: 'سامانه' } as const;
