import { Toman } from '@/components/admin/toman';
import type { ConsoleOverview } from '@/lib/contracts/admin/overview';
import { formatPersianNumber } from '@/lib/format/money';
import { FigureCard } from './figure-card';

const AWAITING = {
  paid: { title: 'پرداخت‌شده، منتظر تایید', link: 'تایید و آماده‌سازی' },
  processing: { title: 'در حال آماده‌سازی، منتظر ارسال', link: 'ثبت ارسال' },
  shipped: { title: 'ارسال‌شده، منتظر تایید تحویل', link: 'ثبت تحویل' },
} as const;

/** Today's and this week's orders and sales, and the orders an operator has to move on. */
export function OrderFigures({ orders }: { orders: NonNullable<ConsoleOverview['orders']> }) {
  return (
    <section aria-labelledby="home-orders" className="flex flex-col gap-3">
      <h2 id="home-orders" className="font-bold">
        سفارش‌ها
      </h2>
      <div className="grid gap-3 sm:grid-cols-2 desk:grid-cols-4">
        <FigureCard title="سفارش‌های امروز" value={formatPersianNumber(orders.today.orders)} detail={<>فروش امروز: <Toman amount={orders.today.revenue} /></>} />
        <FigureCard title="سفارش‌های این هفته" value={formatPersianNumber(orders.week.orders)} detail={<>فروش هفته: <Toman amount={orders.week.revenue} /></>} />
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {orders.awaitingAction.map(({ state, count }) => (
          <FigureCard key={state} title={AWAITING[state].title} value={formatPersianNumber(count)} href={`/admin/orders?state=${state}`} linkLabel={AWAITING[state].link} />
        ))}
      </div>
    </section>
  );
}
