import 'server-only';
import type { Seller } from '@/features/instalments/components/print-frame';
import { getCompany } from '@/lib/server/services/content/company';

/** Who issues the printed receipt or statement: the company and its first office. */
export async function printSeller(): Promise<Seller> {
  const company = await getCompany();
  const office = company.companyAddresses[0];
  return { name: company.companyName, address: office?.address ?? null, tell: office?.tell ?? null };
}
