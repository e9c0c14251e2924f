import type { Metadata } from 'next';
import { OrdersList } from '@/features/orders/components/orders-list';

export const metadata: Metadata = { title: 'سفارش‌های ثبت‌شده برای مشتریان' };

export default function SellerOrdersPage() {
  return <OrdersList made />;
}
