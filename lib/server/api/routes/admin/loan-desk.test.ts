import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { planRequestSchema } from '@/lib/contracts/facility';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { auditLog, userNotifications } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode, multipart } from '@/tests/auth';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { firstBranchId, JPEG, openDay, put, requestReadyToBook, upload } from '../facility/facility-test-kit';

const decide = (token: string, id: number, decision: 'approve' | 'reject') =>
  callApi('/admin/planRequestDecision', multipart('PUT', { id: String(id), decision, ...(decision === 'reject' ? { reason: 'مدارک ناقص' } : {}) }, token));

afterEach(() => setClock());

/** An applicant whose request is submitted with an appointment booked. */
async function submitted() {
  const applicant = await loginWithCode();
  const ready = await requestReadyToBook(applicant.token);
  const branchId = await firstBranchId();
  const booked = await put(applicant.token, { id: ready.id, step: 4, branchId, meetDateTime: await openDay(applicant.token, branchId) });
  expect(booked.request?.state).toBe('submitted');
  return { applicant, id: ready.id, branchId, day: booked.request!.meetDateTime!.slice(0, 10) };
}

describe('asking for documents again', () => {
  it('only credit.write asks', async () => {
    const { id } = await submitted();
    for (const role of ['orders', 'content', 'catalog', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('PUT', `/admin/planRequest/${id}/reupload`, staff.token, { kinds: ['incomeProof'], message: 'تصویر خوانا نیست' })).status, role).toBe(403);
    }
  });

  it('the applicant is told, uploads again, and only then may the request be approved', async () => {
    const officer = await loginAsStaff('credit');
    const { applicant, id } = await submitted();
    const ask = (body: unknown) => userJson('PUT', `/admin/planRequest/${id}/reupload`, officer.token, body);

    expect((await ask({ kinds: [], message: 'تصویر خوانا نیست' })).status).toBe(400);
    expect((await ask({ kinds: ['incomeProof'], message: 'بد' })).status).toBe(400);
    const notInPlan = await ask({ kinds: ['jobProof'], message: 'گواهی اشتغال را بفرستید' });
    expect(notInPlan.status).toBe(400);
    expect(notInPlan.body).toMatchObject({ message: 'این مدرک در مدارک این درخواست نیست' });

    const asked = await ask({ kinds: ['incomeProof', 'nationalCardBack', 'incomeProof'], message: 'تصویر گواهی درآمد خوانا نیست' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(dataOf(planRequestSchema, asked.body)).toMatchObject({ state: 'submitted', reupload: { kinds: ['incomeProof', 'nationalCardBack'], message: 'تصویر گواهی درآمد خوانا نیست' } });
    const [notice] = await getDb().select().from(userNotifications).where(eq(userNotifications.userId, applicant.user.id)).orderBy(desc(userNotifications.id)).limit(1);
    expect(notice).toMatchObject({ kind: 'loan', title: 'مدارک را دوباره بارگذاری کنید' });
    expect(notice!.body).toContain('گواهی درآمد');
    expect(notice!.body).toContain('تصویر گواهی درآمد خوانا نیست');
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'loan_request'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'loan.reupload')));
    expect(row).toMatchObject({ actorUserId: officer.user.id, after: { reuploadKinds: ['incomeProof', 'nationalCardBack'] } });

    const early = await decide(officer.token, id, 'approve');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'متقاضی هنوز مدارک خواسته‌شده را دوباره بارگذاری نکرده است' });

    // Only the documents asked for may change on a submitted request.
    expect((await upload(applicant.token, id, 'birthCertificate', JPEG)).status).toBe(409);
    expect((await upload(applicant.token, id, 'incomeProof', JPEG)).status).toBe(200);
    const mine = await userJson('GET', `/user/planRequest/${id}`, applicant.token);
    expect(mine.status).toBe(200);
    expect(dataOf(planRequestSchema, mine.body).reupload.kinds).toEqual(['nationalCardBack']);
    expect((await decide(officer.token, id, 'approve')).status).toBe(409);
    expect((await upload(applicant.token, id, 'nationalCardBack', JPEG)).status).toBe(200);
    expect((await upload(applicant.token, id, 'nationalCardBack', JPEG)).status).toBe(409);

    const approved = await decide(officer.token, id, 'approve');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(dataOf(planRequestSchema, approved.body)).toMatchObject({ state: 'approved', reupload: { kinds: [], message: null } });
    expect((await userJson('PUT', `/admin/planRequest/${id}/reupload`, officer.token, { kinds: ['incomeProof'], message: 'دوباره بفرستید لطفا' })).status).toBe(409);
  });

  it('a rejection does not wait for the documents', async () => {
    const officer = await loginAsStaff('credit');
    const { id } = await submitted();
    expect((await userJson('PUT', `/admin/planRequest/${id}/reupload`, officer.token, { kinds: ['guarantee'], message: 'تصویر چک را کامل بفرستید' })).status).toBe(200);
    expect((await decide(officer.token, id, 'reject')).status).toBe(200);
  });
});

describe('missed appointments', () => {
  it('recorded from the appointment day on, once; the applicant is told and booking another day clears it', async () => {
    const officer = await loginAsStaff('credit');
    const { applicant, id, branchId, day } = await submitted();
    const missed = (token = officer.token) => userJson('PUT', `/admin/planRequest/${id}/missed`, token);

    expect((await missed((await loginAsStaff('orders')).token)).status).toBe(403);
    const early = await missed();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message: 'نیامدن متقاضی را تنها از روز نوبت به بعد می‌توان ثبت کرد' });

    // Noon of the appointment day in Tehran.
    setClock(() => new Date(`${day}T08:30:00Z`));
    const recorded = await missed();
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(200);
    expect(dataOf(planRequestSchema, recorded.body)).toMatchObject({ missed: true, attended: false, state: 'submitted' });
    expect((await missed()).status).toBe(409);
    const [notice] = await getDb().select().from(userNotifications).where(eq(userNotifications.userId, applicant.user.id)).orderBy(desc(userNotifications.id)).limit(1);
    expect(notice).toMatchObject({ kind: 'loan', title: 'در نوبت مراجعه حاضر نشدید' });
    const [row] = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'loan_request'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'loan.missed')));
    expect(row).toMatchObject({ actorUserId: officer.user.id, after: { meetDate: day } });

    const again = await put(applicant.token, { id, step: 4, branchId, meetDateTime: await openDay(applicant.token, branchId) });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.request).toMatchObject({ missed: false, state: 'submitted' });
  });

  it('an attended appointment cannot be missed', async () => {
    const officer = await loginAsStaff('credit');
    const { id, day } = await submitted();
    expect((await callApi('/admin/planRequestAttended', multipart('PUT', { id: String(id) }, officer.token))).status).toBe(200);
    setClock(() => new Date(`${day}T08:30:00Z`));
    expect((await userJson('PUT', `/admin/planRequest/${id}/missed`, officer.token)).status).toBe(409);
  });
});
