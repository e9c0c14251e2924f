import 'server-only';
import { and, asc, between, eq, gte, gt, sql } from 'drizzle-orm';
import { appointmentMessages as msg, weekdayTitle, type AppointmentCalendar, type AppointmentCalendarQuery, type HolidayBody } from '@/lib/contracts/admin/appointments';
import { tehranIsoDay } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb, type Tx } from '../../db/client';
import { appointmentDays, branchAppointmentCapacities, branches, holidays, loanRequests, users } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { audit, type AuditActor } from '../audit/audit-log';

const DAY_MS = 86_400_000;
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

async function branchRow(db: Pick<Tx, 'select'>, branchId: number) {
  const [row] = await db.select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId));
  if (!row) throw new NotFoundError(msg.branchNotFound);
  return row;
}

const branchCapacity = async (db: Pick<Tx, 'select'>, branchId: number) => (await branchRow(db, branchId)).dailyCapacity;

/** A branch's calendar: each day's seats, seats taken, holiday and who booked; plus the branches that take bookings. */
export async function appointmentCalendar({ branchId: asked, from, to }: AppointmentCalendarQuery): Promise<AppointmentCalendar> {
  const db = getDb();
  const list = await db
    .select({ id: branches.id, title: branches.title, dailyCapacity: branchAppointmentCapacities.dailyCapacity, weeklyHolidays: branchAppointmentCapacities.weeklyHolidays })
    .from(branches)
    .innerJoin(branchAppointmentCapacities, eq(branchAppointmentCapacities.branchId, branches.id))
    .orderBy(asc(branches.sort), asc(branches.id));
  const branchId = asked ?? list[0]?.id;
  if (branchId === undefined) throw new NotFoundError(msg.branchNotFound);
  const [{ dailyCapacity: daily, weeklyHolidays }, rows, closed, bookings] = await Promise.all([
    branchRow(db, branchId),
    db.select().from(appointmentDays).where(and(eq(appointmentDays.branchId, branchId), between(appointmentDays.day, from, to))),
    db.select().from(holidays).where(between(holidays.day, from, to)),
    db
      .select({
        requestId: loanRequests.id,
        day: loanRequests.meetDate,
        fName: loanRequests.fName,
        lName: loanRequests.lName,
        mobile: users.mobile,
        state: loanRequests.state,
        attendedAt: loanRequests.attendedAt,
      })
      .from(loanRequests)
      .innerJoin(users, eq(users.id, loanRequests.userId))
      .where(and(eq(loanRequests.branchId, branchId), between(loanRequests.meetDate, from, to)))
      .orderBy(asc(loanRequests.id)),
  ]);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const titles = new Map(closed.map((h) => [h.day, h.title]));
  return {
    branchId,
    branches: list,
    days: daysBetween(from, to).map((day) => ({
      day,
      capacity: byDay.get(day)?.capacity ?? daily,
      booked: byDay.get(day)?.booked ?? 0,
      holiday: titles.get(day) ?? (weeklyHolidays.includes(weekdayOf(day)) ? weekdayTitle(weekdayOf(day)) : null),
      weekly: !titles.has(day) && weeklyHolidays.includes(weekdayOf(day)),
      bookings: bookings
        .filter((b) => b.day === day)
        .map((b) => ({ requestId: b.requestId, name: [b.fName, b.lName].filter(Boolean).join(' '), mobile: b.mobile, state: b.state, attended: b.attendedAt !== null })),
    })),
  };
}

/**
 * One day's seats. The day's row is locked (made first if nobody booked yet), so a booking cannot slip in between
 * the check and the change: the capacity never drops below the seats already taken.
 */
export async function setDayCapacity(actor: AuditActor, branchId: number, day: string, capacity: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const daily = await branchCapacity(tx, branchId);
    await tx.insert(appointmentDays).values({ branchId, day, capacity: daily }).onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(appointmentDays)
      .where(and(eq(appointmentDays.branchId, branchId), eq(appointmentDays.day, day)))
      .for('update');
    if (capacity < row!.booked) throw new ConflictError(msg.belowBooked(row!.booked));
    await tx.update(appointmentDays).set({ capacity }).where(and(eq(appointmentDays.branchId, branchId), eq(appointmentDays.day, day)));
    await audit(tx, actor, { entityType: 'appointment_day', entityId: `${branchId}:${day}`, action: 'update', before: { capacity: row!.capacity }, after: { capacity } });
  });
}

/** The branch's usual seats per day; days already set or booked keep their own figure. */
export async function setDailyCapacity(actor: AuditActor, branchId: number, dailyCapacity: number): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId)).for('update');
    if (!row) throw new NotFoundError(msg.branchNotFound);
    await tx.update(branchAppointmentCapacities).set({ dailyCapacity }).where(eq(branchAppointmentCapacities.branchId, branchId));
    await audit(tx, actor, { entityType: 'branch_capacity', entityId: branchId, action: 'update', before: { dailyCapacity: row.dailyCapacity }, after: { dailyCapacity } });
  });
}

/** A one-off holiday for every branch; refused while anybody holds a seat that day. */
export async function addHoliday(actor: AuditActor, { day, title }: HolidayBody): Promise<void> {
  await getDb().transaction(async (tx) => {
    // Bookings update the day's rows; holding them keeps a booking on a branch already open that day from landing meanwhile.
    const rows = await tx.select({ booked: appointmentDays.booked }).from(appointmentDays).where(eq(appointmentDays.day, day)).for('update');
    const booked = rows.reduce((sum, r) => sum + r.booked, 0);
    if (booked > 0) throw new ConflictError(msg.holidayBooked(booked));
    const [added] = await tx.insert(holidays).values({ day, title }).onConflictDoNothing().returning();
    if (!added) throw new ConflictError(msg.holidayExists);
    await audit(tx, actor, { entityType: 'holiday', entityId: day, action: 'create', before: null, after: { day, title } });
  });
}

export async function removeHoliday(actor: AuditActor, day: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [removed] = await tx.delete(holidays).where(eq(holidays.day, day)).returning();
    if (!removed) throw new NotFoundError(msg.holidayNotFound);
    await audit(tx, actor, { entityType: 'holiday', entityId: day, action: 'delete', before: { day, title: removed.title }, after: null });
  });
}

/**
 * The branch's weekly days off. Refused while seats are booked from today on on a weekday being closed: the branch's
 * row is locked for update first, and bookings take it for share, so none lands between the check and the change.
 */
export async function setWeeklyHolidays(actor: AuditActor, branchId: number, weekdays: readonly number[]): Promise<void> {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  await getDb().transaction(async (tx) => {
    const [row] = await tx.select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId)).for('update');
    if (!row) throw new NotFoundError(msg.branchNotFound);
    const closing = days.filter((d) => !row.weeklyHolidays.includes(d));
    if (closing.length > 0) {
      const booked = await tx
        .select({ day: appointmentDays.day, booked: appointmentDays.booked })
        .from(appointmentDays)
        .where(
          and(
            eq(appointmentDays.branchId, branchId),
            gte(appointmentDays.day, tehranIsoDay(now())),
            gt(appointmentDays.booked, 0),
            sql`extract(dow from ${appointmentDays.day})::int in (${sql.join(closing.map((d) => sql`${d}`), sql`, `)})`,
          ),
        );
      const seats = booked.reduce((sum, r) => sum + r.booked, 0);
      if (seats > 0) {
        const named = [...new Set(booked.map((r) => weekdayOf(r.day)))].map(weekdayTitle).join('، ');
        throw new ConflictError(msg.weeklyBooked(seats, named));
      }
    }
    await tx.update(branchAppointmentCapacities).set({ weeklyHolidays: days }).where(eq(branchAppointmentCapacities.branchId, branchId));
    await audit(tx, actor, { entityType: 'branch_capacity', entityId: branchId, action: 'update', before: { weeklyHolidays: row.weeklyHolidays }, after: { weeklyHolidays: days } });
  });
}
