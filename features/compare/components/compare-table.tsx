import { AppImage } from '@/components/app-image';
import { NavLink } from '@/components/nav-link';
import { Price } from '@/components/price';
import { compareHref, type Comparison } from '@/lib/contracts/compare';
import type { ImageObject } from '@/lib/contracts/images';

type Props = { comparison: Comparison; logo: ImageObject; onlyDifferences: boolean };

/**
 * Products as columns, spec rows aligned across them. Each spec's title is a full-width row above its values, so
 * four columns still fit a 390 px screen without a row-header column eating a third of it; the values name their
 * title and product through `headers`. Rows whose values differ are highlighted (and say so to screen readers).
 */
export function CompareTable({ comparison, logo, onlyDifferences }: Props) {
  const { products } = comparison;
  const ids = products.map((p) => p.id);
  const rows = onlyDifferences ? comparison.rows.filter((r) => r.differs) : comparison.rows;
  const groups = [...new Set(rows.map((r) => r.group))];
  const width = products.length > 2 ? 'min-w-[9rem]' : '';

  return (
    <div className="overflow-x-auto rounded-xl border border-line bg-white">
      <table className="w-full table-fixed text-sm">
        <caption className="sr-only">مقایسه مشخصات فنی</caption>
        <thead>
          <tr>
            {products.map((p) => (
              <th key={p.id} id={`p-${p.id}`} scope="col" className={`border-e border-line p-3 align-top font-normal last:border-e-0 ${width}`}>
                <div className="flex flex-col items-center gap-2">
                  <AppImage images={p.image} fallbackLogo={logo} alt="" width={120} height={120} className="aspect-square w-24 object-contain" />
                  <NavLink href={p.path} className="line-clamp-3 min-h-15 text-center leading-5 font-bold hover:text-brand-dark">
                    {p.title}
                  </NavLink>
                  {p.price === null ? <span className="text-muted">ناموجود</span> : <Price amount={p.price} className="font-bold" />}
                  <NavLink href={compareHref(ids.filter((id) => id !== p.id))} className="text-xs text-brand-dark underline" aria-label={`حذف ${p.title} از مقایسه`}>
                    حذف
                  </NavLink>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group}>
            <tr>
              <th colSpan={products.length} scope="colgroup" className="bg-gray-100 px-3 py-2 text-start font-bold">
                {group}
              </th>
            </tr>
            {rows
              .filter((r) => r.group === group)
              .flatMap((row, i) => {
                const titleId = `r-${groups.indexOf(group)}-${i}`;
                const tone = row.differs ? 'bg-amber-50' : '';
                return [
                  <tr key={`${titleId}-t`} className={tone}>
                    <th id={titleId} colSpan={products.length} scope="colgroup" className="px-3 pt-2 text-start text-xs font-normal text-muted">
                      {row.title}
                      {row.differs ? <span className="sr-only"> (متفاوت)</span> : null}
                    </th>
                  </tr>,
                  <tr key={`${titleId}-v`} className={`border-b border-line ${tone}`}>
                    {row.values.map((value, column) => (
                      <td key={ids[column]} headers={`${titleId} p-${ids[column]}`} className="border-e border-line px-3 pb-2 align-top leading-6 last:border-e-0">
                        {value ?? <span className="text-muted">—</span>}
                      </td>
                    ))}
                  </tr>,
                ];
              })}
          </tbody>
        ))}
      </table>
    </div>
  );
}
