import type { OrderStatusId } from '@/lib/contracts/orders';
import { ORDER_STATUS_LABELS, ORDER_STATUS_TONES } from '../labels';

export function OrderStatusBadge({ status }: { status: OrderStatusId }) {
  return <span className={`rounded px-2 py-1 text-xs font-bold ${ORDER_STATUS_TONES[status]}`}>{ORDER_STATUS_LABELS[status]}</span>;
}
