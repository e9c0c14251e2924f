import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cooperationMessages as msg, REQUIRED_COOPERATION_DOCUMENTS } from '@/lib/contracts/cooperation-messages';
import { cooperationRequestSchema, type CooperationRequest } from '@/lib/contracts/cooperation';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { getDb } from '@/lib/server/db/client';
import { uploads } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { JPEG, PDF, PNG } from '../facility/facility-test-kit';
import { COMPANY_ID, places, saveDetails, submittedRequest, uploadDoc, userCall, validDetails } from './cooperation-test-kit';

const requestOf = (body: unknown) => cooperationRequestSchema.parse((body as { data: unknown }).data);
const own = async (token: string): Promise<CooperationRequest | null> => {
  const res = await callApi('/user/cooperationRequest', bearer(token));
  const data = (res.body as { data: unknown }).data;
  return data === null ? null : cooperationRequestSchema.parse(data);
};
const uploadsOf = (ownerId: number) => getDb().select().from(uploads).where(eq(uploads.ownerId, ownerId));

describe('cooperation request details', () => {
  it('starts empty, saves checked details (Persian digits accepted) and lists the required documents still missing', async () => {
    const { token } = await loginWithCode();
    expect(await own(token)).toBeNull();
    const { cityTitle } = await places();
    const saved = await saveDetails(token, await validDetails());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const request = requestOf(saved.body);
    expect(request).toMatchObject({ state: 'draft', details: { registrationNumber: '54321', phone: '02188776655', companyNationalId: COMPANY_ID, cityTitle, provinceTitle: 'تهران' } });
    expect(request.missingDocuments).toEqual(REQUIRED_COOPERATION_DOCUMENTS);
    expect((await own(token))?.id).toBe(request.id);
    // A second save edits the same draft.
    const again = await saveDetails(token, { ...(await validDetails()), legalName: 'شرکت دیگر' });
    expect(requestOf(again.body)).toMatchObject({ id: request.id, details: { legalName: 'شرکت دیگر' } });
  });

  it('refuses invalid fields with a Persian message each, and a city outside the province', async () => {
    const { token } = await loginWithCode();
    const bad = await saveDetails(token, {
      ...(await validDetails()),
      companyNationalId: '10380284791',
      ceoNationalCode: '1234567890',
      postalCode: '12345',
      phone: '12',
      economicCode: 'abc',
      ceoName: 'Maryam',
      businessKind: 'bakery',
      legalName: '',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string> }).errors).toMatchObject({
      companyNationalId: msg.companyNationalId,
      ceoNationalCode: msg.ceoNationalCode,
      postalCode: msg.postalCode,
      phone: msg.phone,
      economicCode: msg.economicCode,
      ceoName: msg.ceoName,
      businessKind: msg.businessKind,
      legalName: msg.legalName,
    });
    const { otherCityId } = await places();
    expect(await saveDetails(token, { ...(await validDetails()), cityId: otherCityId })).toMatchObject({ status: 400, body: { message: msg.cityOutsideProvince } });
    expect(await own(token)).toBeNull();
    expect((await saveDetails(token, 'not json')).status).toBe(400);
  });
});

describe('cooperation documents', () => {
  it('stores JPEG, PNG and PDF by their content and serves them to the owner only', async () => {
    const { token } = await loginWithCode();
    const pdf = await uploadDoc(token, 'registrationNotice', PDF, 'notice.jpg');
    expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
    expect(pdf.body).toMatchObject({ data: { type: 'registrationNotice', title: 'آگهی تأسیس', required: true, mime: 'application/pdf', size: PDF.length } });
    expect((await uploadDoc(token, 'storePhotos', PNG)).body).toMatchObject({ data: { mime: 'image/png', required: false } });
    expect((await uploadDoc(token, 'articlesOfAssociation', JPEG)).body).toMatchObject({ data: { mime: 'image/jpeg' } });

    const file = await callApi('/user/cooperationRequest/document/registrationNotice', bearer(token));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await callApi('/user/cooperationRequest/document/registrationNotice')).status).toBe(401);

    // Another user reaches none of it: their own (empty) request answers 404 for every document.
    const stranger = await loginWithCode();
    expect((await callApi('/user/cooperationRequest/document/registrationNotice', bearer(stranger.token))).status).toBe(404);
    expect((await userCall('DELETE', '/user/cooperationRequest/document/registrationNotice', stranger.token)).status).toBe(404);
    expect((await callApi('/admin/cooperationRequests', bearer(stranger.token))).status).toBe(403);
    expect((await own(token))?.documents.map((d) => d.type)).toEqual(['registrationNotice', 'articlesOfAssociation', 'storePhotos']);
  });

  it('refuses an HTML file renamed .pdf, empty files, files over the limit and unknown types', async () => {
    const { token, user } = await loginWithCode();
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(await uploadDoc(token, 'registrationNotice', html, 'notice.pdf')).toMatchObject({ status: 400, body: { message: facilityMessages.fileType } });
    expect((await uploadDoc(token, 'registrationNotice', new Uint8Array(0))).status).toBe(400);
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(PDF);
    expect(await uploadDoc(token, 'registrationNotice', huge)).toMatchObject({ status: 400, body: { message: facilityMessages.fileTooLarge } });
    expect(await uploadDoc(token, 'passport', PDF)).toMatchObject({ status: 400, body: { message: msg.documentType } });
    expect(await uploadsOf(user.id)).toEqual([]);
  });

  it('a second file of a type replaces the first; delete removes the document and its upload', async () => {
    const { token, user } = await loginWithCode();
    await uploadDoc(token, 'bankIntroductionLetter', JPEG);
    await uploadDoc(token, 'bankIntroductionLetter', PNG);
    expect((await own(token))?.documents).toMatchObject([{ type: 'bankIntroductionLetter', mime: 'image/png', size: PNG.length }]);
    expect(await uploadsOf(user.id)).toMatchObject([{ mime: 'image/png' }]);
    expect((await callApi('/user/cooperationRequest/document/bankIntroductionLetter', bearer(token))).headers.get('content-type')).toBe('image/png');

    const deleted = await userCall('DELETE', '/user/cooperationRequest/document/bankIntroductionLetter', token);
    expect(deleted.status).toBe(200);
    expect(requestOf(deleted.body).documents).toEqual([]);
    expect(await uploadsOf(user.id)).toEqual([]);
    expect((await callApi('/user/cooperationRequest/document/bankIntroductionLetter', bearer(token))).status).toBe(404);
    expect(await userCall('DELETE', '/user/cooperationRequest/document/bankIntroductionLetter', token)).toMatchObject({ status: 404, body: { message: msg.documentNotFound } });
  });
});

describe('submitting a cooperation request', () => {
  it('needs the details and names the required documents still missing', async () => {
    const { token } = await loginWithCode();
    await uploadDoc(token, 'registrationNotice', PDF);
    expect(await userCall('POST', '/user/cooperationRequest/submit', token)).toMatchObject({ status: 400, body: { message: msg.detailsMissing } });
    await saveDetails(token, await validDetails());
    const missing = await userCall('POST', '/user/cooperationRequest/submit', token);
    expect(missing.status).toBe(400);
    const message = (missing.body as { message: string }).message;
    expect(message).toContain('نامه معرفی بانک');
    expect(message).toContain('اساسنامه');
    expect(message).not.toContain('آگهی تأسیس');
    expect((await own(token))?.state).toBe('draft');
  });

  it('submits once complete; afterwards nothing can change', async () => {
    const { user, request } = await submittedRequest();
    const token = user.token;
    const view = await own(token);
    expect(view).toMatchObject({ id: request.id, state: 'submitted', stateTitle: 'در انتظار بررسی', missingDocuments: [] });
    expect(view!.submittedAtFa).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/);
    expect(await saveDetails(token, await validDetails())).toMatchObject({ status: 409, body: { message: msg.closed } });
    expect((await uploadDoc(token, 'storePhotos', PNG)).status).toBe(409);
    expect((await uploadDoc(token, 'registrationNotice', PNG)).status).toBe(409);
    expect((await userCall('DELETE', '/user/cooperationRequest/document/registrationNotice', token)).status).toBe(409);
    expect((await userCall('POST', '/user/cooperationRequest/submit', token)).status).toBe(409);
    expect((await own(token))?.documents.find((d) => d.type === 'registrationNotice')?.mime).toBe('application/pdf');
    const rows = await getDb().select().from(uploads).where(and(eq(uploads.ownerId, user.user.id), eq(uploads.mime, 'image/png')));
    expect(rows).toEqual([]);
  });
});
