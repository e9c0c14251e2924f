import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { saveUpload } from '@/lib/server/services/uploads/uploads';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { loginAsStaff } from '@/tests/staff';

const pdf = new TextEncoder().encode('%PDF-1.4\n% a test document\n');
const get = (path: string, token?: string) => callApi(path, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

describe('file download by id', () => {
  it('gives the owner and credit staff the file, and refuses other customers as if it were missing', async () => {
    const owner = await loginWithCode();
    const other = await loginWithCode();
    const { id } = await getDb().transaction((tx) => saveUpload(tx, owner.user.id, new Blob([pdf])));

    expect((await get(`/user/files/${id}`)).status).toBe(401);
    const mine = await get(`/user/files/${id}`, owner.token);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.body).toContain('a test document');

    const refused = await get(`/user/files/${id}`, other.token);
    const missing = await get('/user/files/2000000000', other.token);
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual(missing.body);

    expect((await get(`/admin/files/${id}`, (await loginAsStaff('support')).token)).status).toBe(403);
    expect((await get(`/admin/files/${id}`, (await loginAsStaff('credit')).token)).status).toBe(200);
    expect((await get('/user/files/abc', owner.token)).status).toBe(400);
  });
});
