import { describe, expect, it } from 'vitest';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode, multipart } from '@/tests/auth';
import { firstBranchId, openDay, put, requestReadyToBook } from './facility-test-kit';
import { grantRoles } from '@/tests/staff';

async function operator() {
  const login = await loginWithCode();
  await grantRoles(login.user.id, 'credit');
  return login.token;
}

async function submitted() {
  const { token } = await loginWithCode();
  const ready = await requestReadyToBook(token);
  const branchId = await firstBranchId();
  const booked = await put(token, { id: ready.id, step: 4, branchId, meetDateTime: await openDay(token, branchId) });
  return { token, request: booked.request! };
}

const form = (method: string, path: string, token: string, fields: Record<string, string | number>) =>
  callApi(path, multipart(method, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token));

describe('operators and plan requests', () => {
  it('list by state, open a request and its documents; customers are refused', async () => {
    const admin = await operator();
    const { token, request } = await submitted();
    const list = await callApi('/admin/planRequests?state=submitted', bearer(admin));
    expect((list.body as { data: { id: number; state: string }[] }).data.some((r) => r.id === request.id)).toBe(true);
    expect((list.body as { data: { state: string }[] }).data.every((r) => r.state === 'submitted')).toBe(true);
    const one = await callApi(`/admin/planRequest/${request.id}`, bearer(admin));
    expect(one.body).toMatchObject({ data: { id: request.id, documents: expect.any(Array) } });
    const doc = request.documents[0]!;
    const file = await callApi(`/admin/planRequestDocument/${doc.id}`, bearer(admin));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe(doc.mime);
    expect((await callApi('/admin/planRequests', bearer(token))).status).toBe(403);
    expect((await callApi(`/admin/planRequestDocument/${doc.id}`, bearer(token))).status).toBe(403);
    expect((await callApi('/admin/planRequests?state=lost', bearer(admin))).status).toBe(400);
  });

  it('approves once, rejects only with a reason, and marks attendance', async () => {
    const admin = await operator();
    const a = await submitted();
    const approved = await form('PUT', '/admin/planRequestDecision', admin, { id: a.request.id, decision: 'approve' });
    expect(approved.body).toMatchObject({ data: { state: 'approved', decisionReason: null } });
    expect((approved.body as { data: { schedule: unknown[] } }).data.schedule).toHaveLength(12);
    const again = await form('PUT', '/admin/planRequestDecision', admin, { id: a.request.id, decision: 'reject', reason: 'مدارک ناقص است' });
    expect(again).toMatchObject({ status: 409, body: { message: facilityMessages.alreadyDecided } });
    // The applicant sees the decision; the request is closed to edits.
    expect((await callApi(`/user/planRequest/${a.request.id}`, bearer(a.token))).body).toMatchObject({ data: { state: 'approved' } });
    expect((await put(a.token, { id: a.request.id, step: 4, branchId: 1, meetDateTime: a.request.meetDateTime! })).status).toBe(409);

    const b = await submitted();
    const noReason = await form('PUT', '/admin/planRequestDecision', admin, { id: b.request.id, decision: 'reject' });
    expect(noReason).toMatchObject({ status: 400, body: { errors: { reason: facilityMessages.reason } } });
    const rejected = await form('PUT', '/admin/planRequestDecision', admin, { id: b.request.id, decision: 'reject', reason: 'درآمد کافی نیست' });
    expect(rejected.body).toMatchObject({ data: { state: 'rejected', decisionReason: 'درآمد کافی نیست' } });
    // Each applicant is told, and only about their own request.
    const notes = async (token: string) => ((await callApi('/user/notifications', bearer(token))).body as { data: { title: string; body: string; value: string | null }[] }).data;
    expect(await notes(a.token)).toEqual([expect.objectContaining({ title: 'درخواست تسهیلات تایید شد', value: String(a.request.id) })]);
    expect(await notes(b.token)).toEqual([expect.objectContaining({ title: 'درخواست تسهیلات رد شد', body: expect.stringContaining('درآمد کافی نیست') })]);

    const attended = await form('PUT', '/admin/planRequestAttended', admin, { id: a.request.id });
    expect(attended.body).toMatchObject({ data: { attended: true } });
    expect((await form('PUT', '/admin/planRequestAttended', admin, { id: a.request.id })).status).toBe(409);
    expect((await form('PUT', '/admin/planRequestDecision', admin, { id: 999_999, decision: 'approve' })).status).toBe(404);
  });

  it('a draft cannot be decided', async () => {
    const admin = await operator();
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const res = await form('PUT', '/admin/planRequestDecision', admin, { id: ready.id, decision: 'approve' });
    expect(res).toMatchObject({ status: 409, body: { message: facilityMessages.notSubmitted } });
  });
});
