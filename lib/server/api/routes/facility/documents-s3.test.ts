import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setFileStorage } from '@/lib/server/providers/storage/create-storage';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { localS3Storage, startLocalS3, type LocalS3 } from '@/tests/s3';
import { create, PDF, planByMonths, upload } from './facility-test-kit';

let s3: LocalS3;
let closeClient: () => void;

beforeAll(async () => {
  s3 = await startLocalS3();
  const opened = localS3Storage(s3);
  closeClient = opened.close;
  setFileStorage(opened.storage);
});

afterAll(async () => {
  setFileStorage(undefined);
  closeClient();
  await s3.close();
});

describe('documents in object storage', () => {
  it('streams the stored file back to its owner through the API and to no one else', async () => {
    const owner = await loginWithCode();
    const { request } = await create(owner.token, { planId: (await planByMonths(12)).id, amount: 50_000_000 });
    const uploaded = await upload(owner.token, request!.id, 'incomeProof', PDF, 'income.pdf');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const id = (uploaded.body as { data: { id: number } }).data.id;

    const file = await callApi(`/user/planRequestDocument/${id}`, bearer(owner.token));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-length')).toBe(String(PDF.length));
    expect(file.body).toBe(new TextDecoder().decode(PDF));

    const stranger = await loginWithCode();
    expect((await callApi(`/user/planRequestDocument/${id}`, bearer(stranger.token))).status).toBe(404);
  });
});
