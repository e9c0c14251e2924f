import 'server-only';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { PlanLoanTime } from '@/lib/contracts/facility';
import { facilityMessages as msg } from '@/lib/contracts/facility-messages';
import { tehranDateParts } from '@/lib/format/jalali';
import { getDb, type Db } from '../../db/client';
import { appointmentDays, branchAppointmentCapacities, branches, holidays } from '../../db/schema';
import { env } from '../../env';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Tx } from '../../db/client';

type Reader = Pick<Db, 'select'>;

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The bookable Tehran days: from tomorrow, APPOINTMENT_DAYS of them, as 'YYYY-MM-DD'. */
export function appointmentWindow(at: Date, days = env().APPOINTMENT_DAYS): string[] {
  const { year, month, day } = tehranDateParts(at);
  const today = Date.UTC(year, month - 1, day);
  return Array.from({ length: days }, (_, i) => iso(today + (i + 1) * 86_400_000));
}

/** The weekday of an ISO day, as getUTCDay and the branch's weekly holidays number it (5 Friday). */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

type BranchTerms = { dailyCapacity: number; weeklyHolidays: number[] };

async function branchTerms(db: Reader, branchId: number): Promise<BranchTerms> {
  const [row] = await db.select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId));
  if (!row) throw new NotFoundError(msg.branch);
  return row;
}

/** SPEC §7 plan loan times: every day of the window with its free seats; the branch's weekly days off and official holidays are holidays. */
export async function planLoanTimes(branchId: number, at: Date, db: Reader = getDb()): Promise<PlanLoanTime[]> {
  const window = appointmentWindow(at);
  const first = window[0]!;
  const last = window.at(-1)!;
  const [{ dailyCapacity: daily, weeklyHolidays }, taken, closed] = await Promise.all([
    branchTerms(db, branchId),
    db.select().from(appointmentDays).where(and(eq(appointmentDays.branchId, branchId), between(appointmentDays.day, first, last))),
    db.select({ day: holidays.day }).from(holidays).where(between(holidays.day, first, last)),
  ]);
  const byDay = new Map(taken.map((d) => [d.day, d]));
  const closedDays = new Set(closed.map((h) => h.day));
  return window.map((day) => {
    const row = byDay.get(day);
    const holiday = weeklyHolidays.includes(weekdayOf(day)) || closedDays.has(day);
    return { dateTime: `${day}T00:00:00`, holiday, capacity: holiday ? 0 : Math.max(0, (row?.capacity ?? daily) - (row?.booked ?? 0)) };
  });
}

async function release(tx: Tx, branchId: number, day: string) {
  await tx
    .update(appointmentDays)
    .set({ booked: sql`${appointmentDays.booked} - 1` })
    .where(and(eq(appointmentDays.branchId, branchId), eq(appointmentDays.day, day), sql`${appointmentDays.booked} > 0`));
}

/**
 * Takes one seat on a day inside the window, giving back the seat of a previous booking, in the caller's
 * transaction. The seat is a conditional `booked + 1 where booked < capacity`, so parallel bookings of the last seat
 * get exactly one success.
 */
export async function bookSeat(tx: Tx, at: Date, seat: { branchId: number; day: string }, previous: { branchId: number | null; day: string | null }): Promise<void> {
  const window = appointmentWindow(at);
  if (seat.day < window[0]! || seat.day > window.at(-1)!) throw new ValidationError(msg.outOfWindow, { meetDateTime: msg.outOfWindow });
  if (previous.branchId === seat.branchId && previous.day === seat.day) return;
  // A share lock on the branch's row: a change of its weekly days off (which locks it for update) cannot pass a booking.
  const [branch] = await tx.select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, seat.branchId)).for('share');
  if (!branch) throw new NotFoundError(msg.branch);
  const [holiday] = await tx.select({ day: holidays.day }).from(holidays).where(eq(holidays.day, seat.day));
  if (branch.weeklyHolidays.includes(weekdayOf(seat.day)) || holiday) throw new ValidationError(msg.holiday, { meetDateTime: msg.holiday });
  const daily = branch.dailyCapacity;
  await tx.insert(appointmentDays).values({ branchId: seat.branchId, day: seat.day, capacity: daily }).onConflictDoNothing();
  const taken = await tx
    .update(appointmentDays)
    .set({ booked: sql`${appointmentDays.booked} + 1` })
    .where(and(eq(appointmentDays.branchId, seat.branchId), eq(appointmentDays.day, seat.day), sql`${appointmentDays.booked} < ${appointmentDays.capacity}`))
    .returning({ booked: appointmentDays.booked });
  if (taken.length === 0) throw new ConflictError(msg.full);
  if (previous.branchId !== null && previous.day !== null) await release(tx, previous.branchId, previous.day);
}

/** Branches that take document appointments, for the appointment step's branch choice. */
export async function appointmentBranches(db: Reader = getDb()): Promise<{ id: number; title: string; address: string }[]> {
  return db
    .select({ id: branches.id, title: branches.title, address: branches.address })
    .from(branches)
    .innerJoin(branchAppointmentCapacities, eq(branchAppointmentCapacities.branchId, branches.id))
    .where(eq(branches.active, true))
    .orderBy(asc(branches.sort), asc(branches.id));
}
