import { redirect } from 'next/navigation';

/** The home page's low-stock link: the product list already filters by it. */
export default async function ConsoleVariantsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { lowStock } = await searchParams;
  redirect(lowStock === '1' ? '/admin/catalog/products?lowStock=1' : '/admin/catalog/products');
}
