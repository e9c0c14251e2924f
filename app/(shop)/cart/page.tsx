import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { BasketView } from '@/features/basket/components/basket-view';
import { basketOwner } from '@/lib/server/services/basket/basket-owner';
import { getCompany } from '@/lib/server/services/content/company';

export const metadata: Metadata = { title: 'سبد خرید', robots: { index: false } };

/** SPEC §2 /cart; the shell hides itself here for visitors (lib/shell-paths.ts). */
export default async function CartPage() {
  await connection();
  const [company, owner] = await Promise.all([getCompany(), basketOwner()]);
  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4">
      <div className="flex items-center justify-between">
        <h1 className="text-2xl font-bold">سبد خرید</h1>
        {owner.signedIn ? null : (
          <Link href="/" className="text-sm text-brand-dark underline">بازگشت به فروشگاه</Link>
        )}
      </div>
      {company.catalogMode ? (
        <p className="rounded-xl border border-line bg-white p-6 text-center text-muted">خرید اینترنتی در حال حاضر فعال نیست.</p>
      ) : (
        <BasketView owner={owner} logo={company.companyLogoImages} layout="page" />
      )}
    </div>
  );
}
