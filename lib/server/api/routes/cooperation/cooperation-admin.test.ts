import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cooperationRequestSchema } from '@/lib/contracts/cooperation';
import { cooperationMessages as msg } from '@/lib/contracts/cooperation-messages';
import { envelope } from '@/lib/contracts/envelope';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode, multipart } from '@/tests/auth';
import { PDF } from '../facility/facility-test-kit';
import { operatorToken, submittedRequest, uploadDoc } from './cooperation-test-kit';

const decide = (token: string, fields: Record<string, string | number>) =>
  callApi('/admin/cooperationRequestDecision', multipart('PUT', Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])), token));
const notifications = async (token: string) =>
  (await callApi('/user/notifications', bearer(token))).body as { data: { kind: string; title: string; body: string }[] };

describe('operators and cooperation requests', () => {
  it('list by state, open a request with its documents and files; customers and guests are refused', async () => {
    const admin = await operatorToken();
    const { user, request } = await submittedRequest();
    const list = envelope(z.array(cooperationRequestSchema)).parse((await callApi('/admin/cooperationRequests?state=submitted', bearer(admin))).body).data;
    expect(list.some((r) => r.id === request.id)).toBe(true);
    expect(list.every((r) => r.state === 'submitted')).toBe(true);
    expect((await callApi('/admin/cooperationRequests?state=nonsense', bearer(admin))).status).toBe(400);

    const one = envelope(cooperationRequestSchema).parse((await callApi(`/admin/cooperationRequest/${request.id}`, bearer(admin))).body).data;
    expect(one).toMatchObject({ id: request.id, userId: user.user.id, details: { legalName: 'شرکت بازرگانی نمونه' } });
    expect(one.documents).toHaveLength(9);
    const file = await callApi(`/admin/cooperationRequest/${request.id}/document/premisesDeed`, bearer(admin));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await callApi(`/admin/cooperationRequest/${request.id}/document/storePhotos`, bearer(admin))).status).toBe(404);
    expect((await callApi('/admin/cooperationRequest/999999', bearer(admin))).status).toBe(404);

    expect((await callApi(`/admin/cooperationRequest/${request.id}`, bearer(user.token))).status).toBe(403);
    expect((await callApi(`/admin/cooperationRequest/${request.id}/document/premisesDeed`, bearer(user.token))).status).toBe(403);
    expect((await callApi('/admin/cooperationRequests')).status).not.toBe(200);
  });

  it('a rejection needs a reason; a decision is taken once and the applicant is notified', async () => {
    const admin = await operatorToken();
    const { user, request } = await submittedRequest();
    expect(await decide(admin, { id: request.id, decision: 'reject' })).toMatchObject({ status: 400, body: { errors: { reason: msg.reason } } });
    const rejected = await decide(admin, { id: request.id, decision: 'reject', reason: 'جواز کسب منقضی شده است' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const view = envelope(cooperationRequestSchema).parse(rejected.body).data;
    expect(view).toMatchObject({ state: 'rejected', stateTitle: 'رد شده', decisionReason: 'جواز کسب منقضی شده است' });
    expect(view.decidedAtFa).toMatch(/^[۰-۹]{4}\//);
    expect(await decide(admin, { id: request.id, decision: 'approve' })).toMatchObject({ status: 409, body: { message: msg.alreadyDecided } });
    expect((await notifications(user.token)).data[0]).toMatchObject({ kind: 'general', title: 'درخواست همکاری رد شد', body: expect.stringContaining('جواز کسب منقضی شده است') });
    expect((await decide(user.token, { id: request.id, decision: 'approve' })).status).toBe(403);
  });

  it('approves a submitted request; a draft or a missing one cannot be decided', async () => {
    const admin = await operatorToken();
    const { user, request } = await submittedRequest();
    expect((await decide(admin, { id: request.id, decision: 'approve' })).body).toMatchObject({ data: { state: 'approved', decisionReason: null } });
    expect((await notifications(user.token)).data[0]).toMatchObject({ kind: 'general', title: 'درخواست همکاری تایید شد' });

    const drafter = await loginWithCode();
    await uploadDoc(drafter.token, 'registrationNotice', PDF);
    const draftId = ((await callApi('/user/cooperationRequest', bearer(drafter.token))).body as { data: { id: number } }).data.id;
    expect(await decide(admin, { id: draftId, decision: 'approve' })).toMatchObject({ status: 409, body: { message: msg.notSubmitted } });
    expect((await decide(admin, { id: 999999, decision: 'approve' })).status).toBe(404);
  });
});
