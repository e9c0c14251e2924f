import { redirect } from 'next/navigation';

/** SPEC §2 names this path too: it is the same result page, with the query kept. */
export default async function LegacyPaymentResultPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(await searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) query.append(key, v);
  }
  const search = query.toString();
  redirect(search ? `/payment/response?${search}` : '/payment/response');
}
