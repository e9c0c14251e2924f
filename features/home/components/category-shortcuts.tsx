import { NavLink } from '@/components/nav-link';
import { AppImage } from '@/components/app-image';
import type { CategoryNode } from '@/lib/contracts/catalog';
import type { ImageObject } from '@/lib/contracts/images';

/** Round shortcuts to the top categories. */
export function CategoryShortcuts({ categories, logo }: { categories: CategoryNode[]; logo: ImageObject }) {
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="home-categories">
      <h2 id="home-categories" className="mb-3 text-lg font-bold">
        دسته‌بندی‌ها
      </h2>
      <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8">
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink
              href={`/shop/category-${c.slug}`}
              className="flex flex-col items-center gap-2 rounded-xl p-2 text-center text-xs hover:bg-white sm:text-sm"
            >
              <AppImage images={c.images} fallbackLogo={logo} alt="" width={96} height={96} className="size-16 rounded-full bg-white object-cover sm:size-20" />
              {c.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
