import type { Metadata } from 'next';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { getStaticData } from '@/lib/server/services/content/static-data';

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const { company } = await getStaticData();
  return {
    title: { default: company.companyName, template: `%s | ${company.companyName}` },
    description: `${company.companyName}: خرید نقدی و اقساطی گوشی موبایل، تبلت و کالای دیجیتال`,
  };
}

export default async function ShopLayout({ children }: { children: ReactNode }) {
  // Rendered per request from the cached static data; never prerendered at build time.
  await connection();
  const { company, siteLink } = await getStaticData();
  return (
    <>
      <SiteHeader company={company} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">{children}</main>
      <SiteFooter company={company} links={siteLink} />
    </>
  );
}
