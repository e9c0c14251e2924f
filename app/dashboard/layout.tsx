import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getCompany } from '@/lib/server/services/content/company';
import { DashboardFrame } from '../_compose/dashboard-frame';

export const metadata: Metadata = { title: 'حساب کاربری', robots: { index: false, follow: false } };

/** SPEC §2: dashboard pages have their own layout without the site shell (the shell hides itself here). */
export default async function DashboardLayout({ children }: { children: ReactNode }) {
  const company = await getCompany();
  return <DashboardFrame companyName={company.companyName}>{children}</DashboardFrame>;
}
