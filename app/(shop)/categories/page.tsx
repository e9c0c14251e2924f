import type { Metadata } from 'next';
import { NavLink } from '@/components/nav-link';
import { connection } from 'next/server';
import { AppImage } from '@/components/app-image';
import { getStaticData } from '@/lib/server/services/content/static-data';

export const metadata: Metadata = {
  title: 'دسته‌بندی‌ها',
  description: 'همه دسته‌بندی‌های کالا: گوشی موبایل، تبلت، لپ‌تاپ، هدفون، ساعت هوشمند و لوازم جانبی',
  alternates: { canonical: '/categories' },
};

/** The phone categories screen (SPEC §2 mobile bottom bar), readable on any width. */
export default async function CategoriesPage() {
  await connection();
  const { categories, menus, company } = await getStaticData();
  const logo = company.companyLogoImages;
  const quickLinks = menus.filter((g) => g.mobileView).flatMap((g) => g.menuItems);
  return (
    <div className="space-y-8">
      <h1 className="text-xl font-bold">دسته‌بندی‌ها</h1>
      <ul className="space-y-4">
        {categories.map((c) => (
          <li key={c.id} className="rounded-xl border border-line bg-white p-4">
            <NavLink href={`/shop/category-${c.slug}`} className="flex items-center gap-3 font-bold">
              <AppImage images={c.images} fallbackLogo={logo} alt="" width={96} height={96} className="size-12 rounded-full object-cover" />
              {c.title}
            </NavLink>
            {c.childs.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {c.childs.map((child) => (
                  <li key={child.id}>
                    <NavLink href={`/shop/category-${child.slug}`} className="block rounded-full bg-gray-100 px-3 py-1.5 text-sm hover:bg-brand/10 hover:text-brand">
                      {child.title}
                    </NavLink>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
      {quickLinks.length > 0 ? (
        <nav aria-labelledby="quick-links">
          <h2 id="quick-links" className="mb-3 font-bold">
            دسترسی سریع
          </h2>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {quickLinks.map((item) => (
              <li key={item.id}>
                <NavLink href={item.link} className="block rounded-lg border border-line bg-white px-3 py-2 text-sm hover:text-brand">
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
