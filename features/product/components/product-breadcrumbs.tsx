import { NavLink } from '@/components/nav-link';

export type Crumb = { title: string; href: string };

/** The trail above the product; the last crumb is the current page. */
export function ProductBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="مسیر صفحه" className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="line-clamp-1 text-ink">{c.title}</span>
              ) : (
                <>
                  <NavLink href={c.href} className="hover:text-brand">{c.title}</NavLink>
                  <span aria-hidden>/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
