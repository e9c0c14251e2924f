import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointmentCalendarSchema } from '@/lib/contracts/admin/appointments';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { firstBranchId, openDay, put, requestReadyToBook } from '../facility/facility-test-kit';

const rowsOf = (entityType: string, entityId: string) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId))).orderBy(desc(auditLog.id));

/** An applicant holding a seat at the branch on its first open day. */
async function bookedDay(branchId: number) {
  const { token } = await loginWithCode();
  const ready = await requestReadyToBook(token);
  const meetDateTime = await openDay(token, branchId);
  const booked = await put(token, { id: ready.id, step: 4, branchId, meetDateTime });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  return { token, day: meetDateTime.slice(0, 10), requestId: ready.id };
}

async function seatsOn(token: string, branchId: number, day: string) {
  const res = await callApi(`/user/planLoanTimes?branchId=${branchId}`, { headers: { Authorization: `Bearer ${token}` } });
  return (res.body as { data: { dateTime: string; capacity: number }[] }).data.find((d) => d.dateTime.startsWith(day))!.capacity;
}

describe('console appointments', () => {
  it('only credit.read reads and credit.write changes; other roles get 403', async () => {
    const branchId = await firstBranchId();
    const calls: [string, string, unknown?][] = [
      ['GET', `/admin/appointments?branchId=${branchId}&from=2030-01-01&to=2030-01-31`],
      ['PUT', `/admin/appointments/${branchId}/days/2030-01-05`, { capacity: 3 }],
      ['PUT', `/admin/appointments/${branchId}`, { dailyCapacity: 3 }],
      ['POST', '/admin/holidays', { day: '2030-01-06', title: 'آزمایش' }],
      ['DELETE', '/admin/holidays/2030-01-06'],
    ];
    for (const role of ['orders', 'content', 'catalog', 'support']) {
      const staff = await loginAsStaff(role);
      for (const [method, path, body] of calls) expect((await userJson(method, path, staff.token, body)).status, `${role} ${method} ${path}`).toBe(403);
    }
    expect(await rowsOf('appointment_day', `${branchId}:2030-01-05`)).toEqual([]);
  });

  it('a day’s capacity never drops below its booked seats; 0 closes a free day in the shopper’s calendar', async () => {
    const officer = await loginAsStaff('credit');
    const branchId = await firstBranchId();
    const { token, day, requestId } = await bookedDay(branchId);
    const setDay = (d: string, capacity: unknown) => userJson('PUT', `/admin/appointments/${branchId}/days/${d}`, officer.token, { capacity });

    const below = await setDay(day, 0);
    expect(below.status).toBe(409);
    expect(below.body).toMatchObject({ message: 'ظرفیت نمی‌تواند کمتر از نوبت‌های رزروشده این روز (۱ نوبت) باشد' });
    expect(await rowsOf('appointment_day', `${branchId}:${day}`)).toEqual([]);
    expect((await setDay(day, -1)).status).toBe(400);
    expect((await setDay(day, 'بسیار')).status).toBe(400);

    expect((await setDay(day, '۱')).status).toBe(204);
    expect(await seatsOn(token, branchId, day)).toBe(0);
    const other = (await openDay(token, branchId)).slice(0, 10);
    expect(other).not.toBe(day);
    expect((await setDay(other, 0)).status).toBe(204);
    expect(await seatsOn(token, branchId, other)).toBe(0);
    expect((await rowsOf('appointment_day', `${branchId}:${other}`))[0]).toMatchObject({ action: 'update', actorUserId: officer.user.id, after: { capacity: 0 } });

    const res = await userJson('GET', `/admin/appointments?branchId=${branchId}&from=${day}&to=${day}`, officer.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const calendar = dataOf(appointmentCalendarSchema, res.body);
    expect(calendar.days).toEqual([expect.objectContaining({ day, capacity: 1, booked: 1, holiday: null, bookings: [expect.objectContaining({ requestId, attended: false })] })]);
    expect(calendar.branches.map((b) => b.id)).toContain(branchId);

    expect((await userJson('GET', `/admin/appointments?branchId=${branchId}&from=2030-01-01&to=2030-06-01`, officer.token)).status).toBe(400);
    expect((await userJson('GET', `/admin/appointments?branchId=999999&from=2030-01-01&to=2030-01-02`, officer.token)).status).toBe(404);
  });

  it('the daily capacity changes the days nobody set, audited', async () => {
    const officer = await loginAsStaff('credit');
    const branchId = await firstBranchId();
    const before = dataOf(appointmentCalendarSchema, (await userJson('GET', `/admin/appointments?branchId=${branchId}&from=2031-02-01&to=2031-02-01`, officer.token)).body);
    const usual = before.branches.find((b) => b.id === branchId)!.dailyCapacity;
    expect((await userJson('PUT', `/admin/appointments/${branchId}`, officer.token, { dailyCapacity: usual + 2 })).status).toBe(204);
    const after = dataOf(appointmentCalendarSchema, (await userJson('GET', `/admin/appointments?branchId=${branchId}&from=2031-02-01&to=2031-02-01`, officer.token)).body);
    expect(after.days[0]!.capacity).toBe(usual + 2);
    expect((await rowsOf('branch_capacity', String(branchId)))[0]).toMatchObject({ before: { dailyCapacity: usual }, after: { dailyCapacity: usual + 2 } });
    await userJson('PUT', `/admin/appointments/${branchId}`, officer.token, { dailyCapacity: usual });
  });

  it('holidays: added, refused twice or on a booked day, removed; each audited', async () => {
    const officer = await loginAsStaff('credit');
    const branchId = await firstBranchId();
    const { day } = await bookedDay(branchId);
    const add = (d: string, title = 'تعطیلی آزمایشی') => userJson('POST', '/admin/holidays', officer.token, { day: d, title });

    const booked = await add(day);
    expect(booked.status).toBe(409);
    // The earlier test's applicant may hold a seat that day too.
    expect(booked.body).toMatchObject({ message: expect.stringMatching(/^در این روز [۱-۹][۰-۹]* نوبت رزرو شده است؛ نخست نوبت‌ها را جابه‌جا کنید$/) });
    expect((await add('2032-03-03', 'x')).status).toBe(400);
    expect((await add('2032-02-30')).status).toBe(400);
    expect((await add('۲۰۳۲-۰۳-۰۳')).status).toBe(201);
    expect((await add('2032-03-03')).status).toBe(409);
    const calendar = dataOf(appointmentCalendarSchema, (await userJson('GET', `/admin/appointments?branchId=${branchId}&from=2032-03-03&to=2032-03-05`, officer.token)).body);
    expect(calendar.days.map((d) => d.holiday)).toEqual(['تعطیلی آزمایشی', null, 'جمعه']);
    expect((await userJson('DELETE', '/admin/holidays/2032-03-03', officer.token)).status).toBe(204);
    expect((await userJson('DELETE', '/admin/holidays/2032-03-03', officer.token)).status).toBe(404);
    expect((await rowsOf('holiday', '2032-03-03')).map((r) => r.action)).toEqual(['delete', 'create']);
  });
});
