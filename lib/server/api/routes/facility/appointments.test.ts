import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { appointmentDays, holidays, loanRequests } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { create, firstBranchId, openDay, planByMonths, put, requestReadyToBook, wholeRequest } from './facility-test-kit';

type Day = { dateTime: string; holiday: boolean; capacity: number };
const times = async (token: string, branchId: number) => (await callApi(`/user/planLoanTimes?branchId=${branchId}`, bearer(token))).body as { data: Day[] };

afterEach(() => setClock());

describe('GET /user/planLoanTimes', () => {
  it('answers the coming three weeks from tomorrow, Fridays and holidays closed', async () => {
    // Thursday 2026-11-26, 23:00 in Tehran (19:30 UTC): the window opens on Friday the 27th, which is closed.
    setClock(() => new Date('2026-11-26T19:30:00Z'));
    const { token } = await loginWithCode();
    const branchId = await firstBranchId();
    await getDb().insert(holidays).values({ day: '2026-11-30', title: 'تعطیل آزمایشی' }).onConflictDoNothing();
    const { data } = await times(token, branchId);
    expect(data).toHaveLength(21);
    expect(data[0]).toEqual({ dateTime: '2026-11-27T00:00:00', holiday: true, capacity: 0 });
    expect(data[1]).toEqual({ dateTime: '2026-11-28T00:00:00', holiday: false, capacity: 8 });
    expect(data.find((d) => d.dateTime.startsWith('2026-11-30'))).toMatchObject({ holiday: true, capacity: 0 });
    expect(data.at(-1)!.dateTime).toBe('2026-12-17T00:00:00');
    expect((await callApi(`/user/planLoanTimes?branchId=999999`, bearer(token))).status).toBe(404);
    expect((await callApi(`/user/planLoanTimes?branchId=abc`, bearer(token))).status).toBe(400);
    expect((await callApi(`/user/planLoanTimes?branchId=${branchId}`)).status).toBe(401);
  });
});

describe('booking the appointment (step 4)', () => {
  it('books a day in the window, answers the request and the toast, and takes a seat', async () => {
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const branchId = await firstBranchId();
    const day = await openDay(token, branchId);
    const before = (await times(token, branchId)).data.find((d) => d.dateTime === day)!.capacity;
    const res = await put(token, { ...wholeRequest(ready), step: 4, branchId, meetDateTime: day });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ message: 'با موفقیت ثبت  شد', data: { state: 'submitted', step: 5, meetDateTime: day, branchId } });
    expect((await times(token, branchId)).data.find((d) => d.dateTime === day)!.capacity).toBe(before - 1);

    // Moving the appointment gives the first seat back.
    const later = await openDay(token, branchId, 1);
    expect((await put(token, { id: ready.id, step: 4, branchId, meetDateTime: later.slice(0, 10) })).status).toBe(200);
    expect((await times(token, branchId)).data.find((d) => d.dateTime === day)!.capacity).toBe(before);
    // Other steps are closed once submitted.
    expect((await put(token, { id: ready.id, step: 2, guaranteeType: 'cheque' })).status).toBe(409);
  });

  it('refuses days outside the window, holidays and unknown branches', async () => {
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const branchId = await firstBranchId();
    const { data } = await times(token, branchId);
    const dayBefore = new Date(Date.parse(`${data[0]!.dateTime.slice(0, 10)}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const dayAfter = new Date(Date.parse(`${data.at(-1)!.dateTime.slice(0, 10)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    for (const meetDateTime of [dayBefore, dayAfter]) {
      expect(await put(token, { id: ready.id, step: 4, branchId, meetDateTime })).toMatchObject({ status: 400, body: { message: facilityMessages.outOfWindow } });
    }
    const friday = data.find((d) => new Date(d.dateTime.slice(0, 10)).getUTCDay() === 5)!.dateTime;
    expect(await put(token, { id: ready.id, step: 4, branchId, meetDateTime: friday })).toMatchObject({ status: 400, body: { message: facilityMessages.holiday } });
    expect((await put(token, { id: ready.id, step: 4, branchId: 999_999, meetDateTime: await openDay(token, branchId) })).status).toBe(404);
    expect((await put(token, { id: ready.id, step: 4, branchId, meetDateTime: 'tomorrow' })).status).toBe(400);
  });

  it('ten parallel bookings for the last three seats: exactly three succeed', async () => {
    const branchId = await firstBranchId();
    const people = await Promise.all(Array.from({ length: 10 }, () => loginWithCode()));
    const plan = await planByMonths(12);
    const ids: number[] = [];
    for (const p of people) {
      const { request } = await create(p.token, { planId: plan.id, amount: 50_000_000 });
      ids.push(request!.id);
    }
    // Steps 1–3 are tested elsewhere; here each request is made ready to book directly.
    for (const id of ids) await getDb().update(loanRequests).set({ step: 4, creditApproved: true, creditScore: 700 }).where(eq(loanRequests.id, id));
    const day = await openDay(people[0]!.token, branchId, 2);
    await getDb().insert(appointmentDays).values({ branchId, day: day.slice(0, 10), capacity: 3, booked: 0 }).onConflictDoUpdate({ target: [appointmentDays.branchId, appointmentDays.day], set: { capacity: 3, booked: 0 } });

    const answers = await Promise.all(people.map((p, i) => put(p.token, { id: ids[i]!, step: 4, branchId, meetDateTime: day })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409).every((a) => (a.body as { message: string }).message === facilityMessages.full)).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const [row] = await getDb().select().from(appointmentDays).where(and(eq(appointmentDays.branchId, branchId), eq(appointmentDays.day, day.slice(0, 10))));
    expect(row!.booked).toBe(3);
    expect((await times(people[0]!.token, branchId)).data.find((d) => d.dateTime === day)!.capacity).toBe(0);
  });
});
