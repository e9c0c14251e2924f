import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getCompany } from '@/lib/server/services/content/company';
import { ConsoleFrameWithLogout } from '../_compose/console-frame';

export const metadata: Metadata = {
  title: { default: 'کنسول مدیریت', template: '%s | کنسول مدیریت' },
  robots: { index: false, follow: false },
};

/** The operator console: its own frame without the shop's shell (lib/shell-paths.ts hides it here), client pages over /api/admin. */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const company = await getCompany();
  return <ConsoleFrameWithLogout shopName={company.companyName}>{children}</ConsoleFrameWithLogout>;
}
