import type { Metadata } from 'next';
import { connection } from 'next/server';
import { BranchList } from '@/features/content/components/branch-list';
import { listBranches } from '@/lib/server/services/geo/provinces';

export const metadata: Metadata = {
  title: 'شعبه‌ها و نمایندگی‌ها',
  description: 'نشانی، تلفن و ساعت کاری شعبه‌ها و نمایندگی‌های فروش در سراسر کشور',
  alternates: { canonical: '/agency' },
};

export default async function AgencyPage() {
  await connection();
  const branches = await listBranches();
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold">شعبه‌ها و نمایندگی‌ها</h1>
      {branches.length === 0 ? <p className="text-muted">هنوز شعبه‌ای ثبت نشده است.</p> : <BranchList branches={branches} />}
    </div>
  );
}
