import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = { title: 'حساب کاربری', robots: { index: false, follow: false } };

/** SPEC §2: dashboard pages have their own layout without the site shell (the shell hides itself here). */
export default function DashboardLayout({ children }: { children: ReactNode }) {
  return <div className="min-h-dvh bg-gray-50">{children}</div>;
}
