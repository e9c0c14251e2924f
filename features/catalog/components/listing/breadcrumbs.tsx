import { NavLink } from '@/components/nav-link';
import type { Breadcrumb } from '@/lib/contracts/listing';

/** Home › parent › current; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  return (
    <nav aria-label="مسیر صفحه" className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="text-ink">{item.title}</span>
              ) : (
                <>
                  <NavLink href={item.href} className="hover:text-brand hover:underline">{item.title}</NavLink>
                  <span aria-hidden>‹</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** schema.org BreadcrumbList for search engines; hrefs become absolute with the site address. */
export function BreadcrumbJsonLd({ items, siteUrl }: { items: Breadcrumb[]; siteUrl: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.title,
      item: new URL(item.href, siteUrl).toString(),
    })),
  };
  // JSON.stringify does not escape '<': a title holding '</script>' must not end the tag early.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
