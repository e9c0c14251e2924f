import type { Metadata } from 'next';
import { NavLink } from '@/components/nav-link';
import { getCompany } from '@/lib/server/services/content/company';
import { FavoritesPage } from '../../_compose/favorites-page';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها' };

export default async function DashboardFavoritesPage() {
  const company = await getCompany();
  return (
    <section aria-labelledby="favorites-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="favorites-title" className="text-xl font-bold">علاقه‌مندی‌ها</h1>
        <NavLink href="/dashboard/alerts" className="text-sm text-brand-dark underline-offset-4 hover:underline">اطلاع‌رسانی موجودی و قیمت</NavLink>
      </div>
      <FavoritesPage logo={company.companyLogoImages} catalogMode={company.catalogMode} />
    </section>
  );
}
