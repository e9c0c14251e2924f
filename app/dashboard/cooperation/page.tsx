import type { Metadata } from 'next';
import { CooperationWithPlaces } from '../../_compose/cooperation';

export const metadata: Metadata = { title: 'درخواست همکاری' };

export default function DashboardCooperationPage() {
  return (
    <section aria-labelledby="cooperation-title" className="flex flex-col gap-4">
      <h1 id="cooperation-title" className="text-xl font-bold">درخواست همکاری</h1>
      <CooperationWithPlaces />
    </section>
  );
}
