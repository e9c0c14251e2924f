'use client';

import { useId } from 'react';
import { NavLink } from '@/components/nav-link';
import { useStaticData } from '@/lib/static-data/use-static-data';
import { categoryHref } from './search-links';

/**
 * Before the first keystroke the phone's search offers the top categories. They come from the browser's copy of the
 * static data, so they show as the drawer opens, with no request once the copy is there.
 */
export function DrawerCategories({ onChoose }: { onChoose: () => void }) {
  const titleId = useId();
  const categories = useStaticData((d) => d.categories.map(({ id, slug, title }) => ({ id, slug, title })));
  if (!categories?.length) return null;
  return (
    <section aria-labelledby={titleId} className="px-3 py-2">
      <h2 id={titleId} className="text-xs font-bold text-muted">
        دسته‌بندی‌ها
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {categories.map((c) => (
          <li key={c.id}>
            <NavLink href={categoryHref(c.slug)} onClick={onChoose} className="block rounded-full border border-line px-3 py-1.5 text-sm hover:bg-gray-100">
              {c.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
