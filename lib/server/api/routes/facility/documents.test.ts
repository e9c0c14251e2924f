import { describe, expect, it } from 'vitest';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { create, JPEG, PDF, planByMonths, PNG, upload } from './facility-test-kit';

async function draft() {
  const user = await loginWithCode();
  const plan = await planByMonths(12);
  const { request } = await create(user.token, { planId: plan.id, amount: 50_000_000 });
  return { token: user.token, id: request!.id };
}

const docId = (body: unknown) => (body as { data: { id: number } }).data.id;

describe('plan request documents', () => {
  it('stores JPEG, PNG and PDF by their content and serves them back to the owner only', async () => {
    const { token, id } = await draft();
    const jpeg = await upload(token, id, 'nationalCardFront', JPEG);
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(200);
    expect(jpeg.body).toMatchObject({ data: { kind: 'nationalCardFront', mime: 'image/jpeg', size: JPEG.length } });
    // The name says .jpg, the content says PDF: the content wins.
    expect((await upload(token, id, 'incomeProof', PDF, 'income.jpg')).body).toMatchObject({ data: { mime: 'application/pdf' } });
    expect((await upload(token, id, 'birthCertificate', PNG)).body).toMatchObject({ data: { mime: 'image/png' } });

    const file = await callApi(`/user/planRequestDocument/${docId(jpeg.body)}`, bearer(token));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');

    const stranger = await loginWithCode();
    expect((await callApi(`/user/planRequestDocument/${docId(jpeg.body)}`, bearer(stranger.token))).status).toBe(404);
    expect((await callApi(`/user/planRequestDocument/${docId(jpeg.body)}`)).status).toBe(401);
    expect((await upload(stranger.token, id, 'nationalCardBack', JPEG)).status).toBe(404);
  });

  it('rejects other content renamed .jpg, empty files and files over the limit', async () => {
    const { token, id } = await draft();
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    expect(await upload(token, id, 'nationalCardFront', exe, 'photo.jpg')).toMatchObject({ status: 400, body: { message: facilityMessages.fileType } });
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect((await upload(token, id, 'nationalCardFront', html, 'photo.png')).status).toBe(400);
    expect((await upload(token, id, 'nationalCardFront', new Uint8Array(0))).status).toBe(400);
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(JPEG);
    expect(await upload(token, id, 'nationalCardFront', huge)).toMatchObject({ status: 400, body: { message: facilityMessages.fileTooLarge } });
    expect((await upload(token, id, 'selfie', JPEG)).status).toBe(400);
  });

  it('a second file of a kind replaces the first', async () => {
    const { token, id } = await draft();
    const first = docId((await upload(token, id, 'guarantee', JPEG)).body);
    const second = docId((await upload(token, id, 'guarantee', PNG)).body);
    expect((await callApi(`/user/planRequestDocument/${first}`, bearer(token))).status).toBe(404);
    expect((await callApi(`/user/planRequestDocument/${second}`, bearer(token))).headers.get('content-type')).toBe('image/png');
    const request = await callApi(`/user/planRequest/${id}`, bearer(token));
    expect((request.body as { data: { documents: unknown[] } }).data.documents).toEqual([{ id: second, kind: 'guarantee', mime: 'image/png', size: PNG.length }]);
  });
});
