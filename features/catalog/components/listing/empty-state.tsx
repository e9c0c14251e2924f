import { NavLink } from '@/components/nav-link';

type Reason = 'filters' | 'search' | 'empty';

const texts: Record<Reason, { body: string; action: string }> = {
  filters: { body: 'با فیلترهای انتخاب‌شده کالایی پیدا نشد؛ فیلترها را تغییر دهید یا حذف کنید.', action: 'حذف همه فیلترها' },
  search: { body: 'برای این عبارت کالایی پیدا نشد؛ عبارت دیگری را جستجو کنید.', action: 'مشاهده همه محصولات' },
  empty: { body: 'در این بخش فعلاً کالایی نیست.', action: 'مشاهده همه محصولات' },
};

/** No product matched: say so and offer the way back (issue 3 "Listings"). */
export function EmptyState({ reason, clearHref }: { reason: Reason; clearHref: string }) {
  const text = texts[reason];
  return (
    <div role="status" className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-16 text-center">
      <p className="text-lg font-bold">محصولی یافت نشد</p>
      <p className="text-sm text-muted">{text.body}</p>
      <NavLink href={reason === 'filters' ? clearHref : '/shop'} className="rounded-lg bg-brand px-4 py-2 text-sm font-bold text-white hover:bg-brand-dark">
        {text.action}
      </NavLink>
    </div>
  );
}
