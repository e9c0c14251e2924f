import type { Metadata } from 'next';
import { LoansList } from '@/features/instalments/components/loans-list';

export const metadata: Metadata = { title: 'اقساط من' };

/** The customer's loans (issue 24): figures, next due date and schedule of each. */
export default function InstallmentsPage() {
  return <LoansList />;
}
