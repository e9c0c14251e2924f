import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarSchema } from '@/lib/contracts/admin/appointments';
import { getDb } from '@/lib/server/db/client';
import { auditLog, branchAppointmentCapacities } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { firstBranchId, openDay, put, requestReadyToBook } from '../facility/facility-test-kit';

const weekdayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`).getUTCDay();
const THURSDAY = 4;
const FRIDAY = 5;

async function shopperDays(token: string, branchId: number) {
  const res = await callApi(`/user/planLoanTimes?branchId=${branchId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return (res.body as { data: { dateTime: string; holiday: boolean; capacity: number }[] }).data.map((d) => ({ ...d, day: d.dateTime.slice(0, 10) }));
}

const auditRows = (branchId: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'branch_capacity'), eq(auditLog.entityId, String(branchId)))).orderBy(desc(auditLog.id));

describe('weekly holidays per branch', () => {
  it('only credit.write sets them; other roles get 403; bad weekdays are refused in Persian', async () => {
    const branchId = await firstBranchId();
    for (const role of ['orders', 'content', 'catalog', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('PUT', `/admin/appointments/${branchId}/weekly-holidays`, staff.token, { weekdays: [THURSDAY, FRIDAY] })).status, role).toBe(403);
    }
    const officer = await loginAsStaff('credit');
    for (const weekdays of [[7], [-1], [0, 1, 2, 3, 4, 5, 6], ['پنجشنبه'], null]) {
      const res = await userJson('PUT', `/admin/appointments/${branchId}/weekly-holidays`, officer.token, { weekdays });
      expect(res.status, JSON.stringify(weekdays)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('دست‌کم یک روز هفته باز بماند');
    }
    expect((await userJson('PUT', '/admin/appointments/999999/weekly-holidays', officer.token, { weekdays: [FRIDAY] })).status).toBe(404);
    const [row] = await getDb().select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId));
    expect(row!.weeklyHolidays).toEqual([FRIDAY]);
    expect(await auditRows(branchId)).toEqual([]);
  });

  it('Thursdays closed and Fridays opened show in the shopper’s calendar and the console, and booking follows them; audited', async () => {
    const officer = await loginAsStaff('credit');
    const branchId = await firstBranchId();
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);

    const before = await shopperDays(token, branchId);
    expect(before.filter((d) => weekdayOf(d.day) === FRIDAY).every((d) => d.holiday && d.capacity === 0)).toBe(true);
    expect(before.some((d) => weekdayOf(d.day) === THURSDAY && !d.holiday && d.capacity > 0)).toBe(true);

    expect((await userJson('PUT', `/admin/appointments/${branchId}/weekly-holidays`, officer.token, { weekdays: [THURSDAY] })).status).toBe(204);
    const after = await shopperDays(token, branchId);
    const thursdays = after.filter((d) => weekdayOf(d.day) === THURSDAY);
    const fridays = after.filter((d) => weekdayOf(d.day) === FRIDAY);
    expect(thursdays.length).toBeGreaterThan(0);
    expect(thursdays.every((d) => d.holiday && d.capacity === 0)).toBe(true);
    expect(fridays.every((d) => !d.holiday)).toBe(true);

    const calendar = dataOf(appointmentCalendarSchema, (await userJson('GET', `/admin/appointments?branchId=${branchId}&from=${thursdays[0]!.day}&to=${thursdays[0]!.day}`, officer.token)).body);
    expect(calendar.days[0]).toMatchObject({ holiday: 'پنجشنبه', weekly: true });
    expect(calendar.branches.find((b) => b.id === branchId)?.weeklyHolidays).toEqual([THURSDAY]);

    const onThursday = await put(token, { id: ready.id, step: 4, branchId, meetDateTime: thursdays[0]!.dateTime });
    expect(onThursday.status).toBe(400);
    expect(JSON.stringify(onThursday.body)).toMatch(/[\u0600-\u06FF]/);
    const onFriday = await put(token, { id: ready.id, step: 4, branchId, meetDateTime: fridays[0]!.dateTime });
    expect(onFriday.status, JSON.stringify(onFriday.body)).toBe(200);

    const rows = await auditRows(branchId);
    expect(rows[0]).toMatchObject({ action: 'update', actorUserId: officer.user.id, before: { weeklyHolidays: [FRIDAY] }, after: { weeklyHolidays: [THURSDAY] } });
  });

  it('closing a weekday is refused while a seat is booked ahead on it; nothing changes', async () => {
    const officer = await loginAsStaff('credit');
    const branchId = await firstBranchId();
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const meetDateTime = await openDay(token, branchId);
    expect((await put(token, { id: ready.id, step: 4, branchId, meetDateTime })).status).toBe(200);
    const [current] = await getDb().select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId));
    const bookedWeekday = weekdayOf(meetDateTime.slice(0, 10));
    const audits = (await auditRows(branchId)).length;

    const refused = await userJson('PUT', `/admin/appointments/${branchId}/weekly-holidays`, officer.token, { weekdays: [...current!.weeklyHolidays, bookedWeekday] });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringMatching(/^[۱-۹][۰-۹]* نوبت آینده در روزهای .+ رزرو شده است؛ نخست نوبت‌ها را جابه‌جا کنید$/) });
    const [unchanged] = await getDb().select().from(branchAppointmentCapacities).where(eq(branchAppointmentCapacities.branchId, branchId));
    expect(unchanged!.weeklyHolidays).toEqual(current!.weeklyHolidays);
    expect(await auditRows(branchId)).toHaveLength(audits);
  });
});
