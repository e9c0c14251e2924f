import { ADMIN_ORDER_STATUS_LABELS } from '@/lib/contracts/admin/orders';
import type { OrderStatusId } from '@/lib/contracts/orders';

const TONES: Record<OrderStatusId, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-emerald-100 text-emerald-900',
  processing: 'bg-sky-100 text-sky-900',
  shipped: 'bg-indigo-100 text-indigo-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-gray-200 text-gray-800',
  refunded: 'bg-rose-100 text-rose-900',
};

export function OrderStatusBadge({ status }: { status: OrderStatusId }) {
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-medium ${TONES[status]}`}>{ADMIN_ORDER_STATUS_LABELS[status]}</span>;
}
