import 'server-only';
import { eq } from 'drizzle-orm';
import { jalaliToGregorianIso } from '@/lib/format/jalali';
import { branchAppointmentCapacities, branches, facilityPlans, holidays } from '../../db/schema';
import type { Tx } from '../../db/client';

type PlanRow = typeof facilityPlans.$inferInsert;

export const demoFacilityPlans: readonly PlanRow[] = [
  { name: 'اقساط ۶ ماهه', parentTitle: 'خرید اقساطی', months: 6, minPrepaymentPercent: 25, annualRateBp: 1800, guaranteeType: 'promissory', minLoan: 3_000_000, maxLoan: 150_000_000 },
  { name: 'اقساط ۱۲ ماهه', parentTitle: 'خرید اقساطی', months: 12, minPrepaymentPercent: 30, annualRateBp: 2300, guaranteeType: 'cheque', minLoan: 5_000_000, maxLoan: 300_000_000 },
  { name: 'اقساط ۱۸ ماهه', parentTitle: 'خرید اقساطی', months: 18, minPrepaymentPercent: 35, annualRateBp: 2600, guaranteeType: 'cheque', minLoan: 10_000_000, maxLoan: 300_000_000 },
  { name: 'اقساط ۲۴ ماهه', parentTitle: 'خرید اقساطی', months: 24, minPrepaymentPercent: 40, annualRateBp: 2900, guaranteeType: 'cheque', minLoan: 20_000_000, maxLoan: 400_000_000 },
  { kind: 'leasing', name: 'لیزینگ ۱۲ ماهه', parentTitle: 'لیزینگ همراه', months: 12, minPrepaymentPercent: 20, annualRateBp: 3000, guaranteeType: 'promissory', minLoan: 10_000_000, maxLoan: 200_000_000 },
];

/** Solar-calendar official holidays (month, day); lunar ones move every year and are added by operators. */
const solarHolidays: readonly [number, number, string][] = [
  [1, 1, 'عید نوروز'], [1, 2, 'عید نوروز'], [1, 3, 'عید نوروز'], [1, 4, 'عید نوروز'],
  [1, 12, 'روز جمهوری اسلامی'], [1, 13, 'روز طبیعت'], [3, 14, 'رحلت امام خمینی'], [3, 15, 'قیام ۱۵ خرداد'],
  [11, 22, 'پیروزی انقلاب اسلامی'], [12, 29, 'ملی شدن صنعت نفت'],
];

export async function seedFacility(tx: Tx, years: readonly number[]): Promise<void> {
  await tx.insert(facilityPlans).values(demoFacilityPlans.map((p, sort) => ({ ...p, sort })));
  const branchRows = await tx.select({ id: branches.id }).from(branches).where(eq(branches.kind, 'branch'));
  if (branchRows.length > 0) {
    await tx.insert(branchAppointmentCapacities).values(branchRows.map((b) => ({ branchId: b.id, dailyCapacity: 8 })));
  }
  await tx
    .insert(holidays)
    .values(years.flatMap((jy) => solarHolidays.map(([jm, jd, title]) => ({ day: jalaliToGregorianIso(jy, jm, jd), title }))))
    .onConflictDoNothing();
}
