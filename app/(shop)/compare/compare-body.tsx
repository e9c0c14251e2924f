import type { Metadata } from 'next';
import { NavLink } from '@/components/nav-link';
import { CompareSync } from '@/features/compare/components/compare-sync';
import { CompareTable } from '@/features/compare/components/compare-table';
import { compareHref, compareIdsSchema, type Comparison } from '@/lib/contracts/compare';
import { getComparison } from '@/lib/server/services/catalog/product-compare';
import { getCompany } from '@/lib/server/services/content/company';

// A comparison is whatever the URL holds: nothing to index, one canonical page.
export const compareMetadata: Metadata = { title: 'مقایسه کالاها', robots: { index: false, follow: true }, alternates: { canonical: '/compare' } };

const EMPTY: Comparison = { category: null, products: [], rows: [], excluded: [] };

/** The page at /compare: `ids` as the URL gives it (absent, or not a valid list, shows what to do). */
export async function CompareBody({ ids: idsParam, onlyDifferences }: { ids: string | undefined; onlyDifferences: boolean }) {
  const parsed = compareIdsSchema.safeParse(idsParam ?? '');
  const [comparison, company] = await Promise.all([parsed.success ? getComparison(parsed.data) : EMPTY, getCompany()]);
  const ids = comparison.products.map((p) => p.id);
  const href = compareHref(ids);

  return (
    <div className="space-y-4">
      <CompareSync ids={ids} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-bold">
          مقایسه کالاها{comparison.category ? <span className="text-base font-normal text-muted"> — {comparison.category.title}</span> : null}
        </h1>
        {ids.length > 1 ? (
          <NavLink href={onlyDifferences ? href : `${href}&only=diff`} className="rounded-lg border border-line px-3 py-1.5 text-sm hover:bg-gray-50">
            {onlyDifferences ? 'نمایش همه مشخصات' : 'فقط تفاوت‌ها'}
          </NavLink>
        ) : null}
      </div>
      {!parsed.success && idsParam ? <p role="alert" className="text-sm text-brand-dark">{parsed.error.issues[0]?.message}</p> : null}
      {comparison.excluded.length > 0 ? (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm leading-6">
          فقط کالاهای یک دسته با هم مقایسه می‌شوند؛ {comparison.excluded.map((p) => `«${p.title}»`).join('، ')} کنار گذاشته شد.
        </p>
      ) : null}
      {ids.length === 0 ? (
        <p className="rounded-xl border border-line bg-white p-6 text-center leading-7">
          کالایی برای مقایسه انتخاب نشده است. در کارت کالاها یا صفحه هر کالا دکمه مقایسه را بزنید.{' '}
          <NavLink href="/shop/category-mobile" className="text-brand-dark underline">گوشی‌ها</NavLink>
        </p>
      ) : (
        <>
          {ids.length === 1 && comparison.category ? (
            <p className="text-sm text-muted">
              کالای دیگری از{' '}
              <NavLink href={`/shop/category-${comparison.category.slug}`} className="text-brand-dark underline">{comparison.category.title}</NavLink>{' '}
              برای مقایسه انتخاب کنید.
            </p>
          ) : null}
          <CompareTable comparison={comparison} logo={company.companyLogoImages} onlyDifferences={onlyDifferences} />
        </>
      )}
    </div>
  );
}
