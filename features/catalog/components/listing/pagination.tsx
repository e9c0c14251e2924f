import { NavLink } from '@/components/nav-link';
import { toPersianDigits } from '@/lib/format/digits';

type Props = { page: number; pageCount: number; href: (page: number) => string };

/** Page numbers around the current one, with the first and last always reachable. */
export function pageWindow(page: number, pageCount: number): (number | 'gap')[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount));
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - sorted[i - 1]! > 1 ? (['gap', p] as const) : [p]));
}

const cell = 'flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 text-sm';

export function Pagination({ page, pageCount, href }: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="صفحه‌بندی" className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 ? (
          <li>
            <NavLink href={href(page - 1)} rel="prev" className={`${cell} border-line bg-white hover:border-brand`}>قبلی</NavLink>
          </li>
        ) : null}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden className="px-1 text-muted">…</li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span aria-current="page" className={`${cell} border-brand bg-brand font-bold text-white`}>{toPersianDigits(p)}</span>
              ) : (
                <NavLink href={href(p)} aria-label={`صفحه ${toPersianDigits(p)}`} className={`${cell} border-line bg-white hover:border-brand`}>
                  {toPersianDigits(p)}
                </NavLink>
              )}
            </li>
          ),
        )}
        {page < pageCount ? (
          <li>
            <NavLink href={href(page + 1)} rel="next" className={`${cell} border-line bg-white hover:border-brand`}>بعدی</NavLink>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
