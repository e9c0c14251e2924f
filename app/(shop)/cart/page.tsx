import type { Metadata } from 'next';
import { connection } from 'next/server';
import { getCompany } from '@/lib/server/services/content/company';
import { CartView } from '../../_compose/cart-view';

export const metadata: Metadata = { title: 'سبد خرید', robots: { index: false } };

/** SPEC §2 /cart; the shell hides itself here for visitors (lib/shell-paths.ts). */
export default async function CartPage() {
  await connection();
  const company = await getCompany();
  return (
    <div className="mx-auto max-w-6xl space-y-4 p-4">
      <CartView logo={company.companyLogoImages} catalogMode={company.catalogMode} />
    </div>
  );
}
