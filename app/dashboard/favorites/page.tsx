import type { Metadata } from 'next';
import { getCompany } from '@/lib/server/services/content/company';
import { FavoritesPage } from '../../_compose/favorites-page';

export const metadata: Metadata = { title: 'علاقه‌مندی‌ها' };

export default async function DashboardFavoritesPage() {
  const company = await getCompany();
  return (
    <section aria-labelledby="favorites-title" className="flex flex-col gap-4">
      <h1 id="favorites-title" className="text-xl font-bold">علاقه‌مندی‌ها</h1>
      <FavoritesPage logo={company.companyLogoImages} catalogMode={company.catalogMode} />
    </section>
  );
}
