import 'server-only';
import { formatToman } from '@/lib/format/money';
import { toPersianDigits } from '@/lib/format/digits';
import type { OrderStatus } from '../../db/schema';
import { notifyUser } from '../account/notifications';
import type { Tx } from '../../db/client';

/** What the buyer is told when their order reaches a state; awaiting_payment is what they just did themselves. */
const ORDER_NEWS: Partial<Record<OrderStatus, (id: string) => { title: string; body: string }>> = {
  paid: (id) => ({ title: 'سفارش پرداخت شد', body: `پرداخت سفارش ${id} انجام شد و سفارش شما در صف آماده‌سازی است.` }),
  processing: (id) => ({ title: 'سفارش در حال آماده‌سازی', body: `سفارش ${id} در حال آماده‌سازی است.` }),
  shipped: (id) => ({ title: 'سفارش ارسال شد', body: `سفارش ${id} ارسال شد.` }),
  delivered: (id) => ({ title: 'سفارش تحویل شد', body: `سفارش ${id} تحویل شد. از خرید شما سپاسگزاریم.` }),
  cancelled: (id) => ({ title: 'سفارش لغو شد', body: `سفارش ${id} لغو شد و کالاهای آن آزاد شد.` }),
  refunded: (id) => ({ title: 'بازگشت وجه', body: `مبلغ سفارش ${id} به کیف پول شما بازگشت.` }),
};

export async function notifyOrderState(tx: Tx, userId: number, orderId: number, status: OrderStatus): Promise<void> {
  const news = ORDER_NEWS[status]?.(toPersianDigits(orderId));
  if (news) await notifyUser(tx, { userId, kind: 'order', value: orderId, ...news });
}

export async function notifyWalletCharged(tx: Tx, userId: number, amount: number): Promise<void> {
  await notifyUser(tx, { userId, kind: 'wallet', title: 'کیف پول شارژ شد', body: `کیف پول شما ${formatToman(amount)} تومان شارژ شد.` });
}

/** SPEC §4: after a charge made to pay an order, a modal offers to continue that order. */
export async function notifyContinueOrder(tx: Tx, userId: number, orderId: number): Promise<void> {
  await notifyUser(tx, {
    userId,
    kind: 'order',
    isModal: true,
    value: orderId,
    title: 'کیف پول شما شارژ شد',
    body: `اکنون می‌توانید پرداخت سفارش ${toPersianDigits(orderId)} را از کیف پول تکمیل کنید.`,
  });
}
