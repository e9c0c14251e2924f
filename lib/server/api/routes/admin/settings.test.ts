import { beforeEach, describe, expect, it, vi } from 'vitest';
import { companySchema, staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginAsStaff } from '@/tests/staff';
import { loginWithCode } from '@/tests/auth';
import { adminAccessMessages, tokenMatches } from '../../admin-access';
import { createRouter } from '../../create-app';
import { mountAdminSettings } from './settings.handlers';

// env() is parsed once per process; the test switches ADMIN_TOKEN per case through this holder.
const adminToken = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock('@/lib/server/env', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/lib/server/env')>();
  return { ...mod, env: () => ({ ...mod.env(), ADMIN_TOKEN: adminToken.value }) };
});

const TOKEN = 'operators-secret-token-0123456789';

function put(body: unknown, token: string | null = TOKEN) {
  return callApi('/admin/settings', {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(token === null ? {} : { Authorization: `Bearer ${token}` }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function company() {
  const res = await callApi('/public/getStaticsData');
  return envelope(staticDataSchema).parse(res.body).data.company;
}

describe('PUT /api/admin/settings', () => {
  beforeEach(() => {
    adminToken.value = TOKEN;
  });

  it('answers 401 without a token, with a wrong one, or with another scheme, whether ADMIN_TOKEN is set or not', async () => {
    for (const token of [TOKEN, undefined]) {
      adminToken.value = token;
      for (const res of [
        await put({ catalogMode: true }, null),
        await put({ catalogMode: true }, 'wrong-token'),
        await put({ catalogMode: true }, `${TOKEN}x`),
        await callApi('/admin/settings', { method: 'PUT', headers: { Authorization: `Basic ${TOKEN}` }, body: '{}' }),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ message: adminAccessMessages.signIn });
      }
    }
    expect((await company()).catalogMode).toBe(false);
  });

  it('writes its audit row in the same transaction: the system under ADMIN_TOKEN, only the fields that changed', async () => {
    await put({ catalogMode: true, maintenanceMode: false });
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.entityType, 'settings')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ actorKind: 'system', actorUserId: null, actorLabel: 'system', entityId: '1', action: 'update', before: { catalogMode: false }, after: { catalogMode: true } });
    await put({ catalogMode: false });
  });

  it('answers 400 for a body it cannot use', async () => {
    for (const body of [{}, { maintenanceMode: 'yes' }, { maintenanceModeExpDateTime: 'tomorrow' }, { catalogMode: true, extra: 1 }, '{not json']) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
    const bad = await put({ maintenanceMode: 'yes' });
    expect(bad.body).toEqual({ message: 'حالت تعمیر باید true یا false باشد', errors: { maintenanceMode: 'حالت تعمیر باید true یا false باشد' } });
  });

  it('turns maintenance on with an end time, and the static data shows it at once', async () => {
    const until = '2030-01-02T10:30:00.000Z';
    const res = await put({ maintenanceMode: true, maintenanceModeExpDateTime: '2030-01-02T14:00:00+03:30' });
    expect(res.status).toBe(200);
    const { data, message } = envelope(companySchema).parse(res.body);
    expect(message).toBe('تنظیمات ذخیره شد');
    expect(data).toMatchObject({ maintenanceMode: true, maintenanceModeExpDateTime: until, catalogMode: false });
    expect(await company()).toMatchObject({ maintenanceMode: true, maintenanceModeExpDateTime: until });

    await put({ maintenanceMode: false, maintenanceModeExpDateTime: null });
    expect(await company()).toMatchObject({ maintenanceMode: false, maintenanceModeExpDateTime: null });
  });

  it('switches catalog mode on and off without touching the other settings', async () => {
    await put({ catalogMode: true });
    expect(await company()).toMatchObject({ catalogMode: true, maintenanceMode: false });
    await put({ catalogMode: false });
    expect((await company()).catalogMode).toBe(false);
  });

  it('keeps the rest of the API working during maintenance', async () => {
    await put({ maintenanceMode: true });
    expect((await callApi('/public/brands')).status).toBe(200);
    expect((await callApi('/public/faq')).status).toBe(200);
    await put({ maintenanceMode: false });
  });

  it('documents the endpoint, its bearer scheme and the permission it needs', () => {
    // Only this slice: the whole document is covered by app.test.ts.
    const app = createRouter();
    mountAdminSettings(app);
    const doc = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'test', version: '0' } });
    expect(doc).toMatchObject({ paths: { '/admin/settings': { put: { security: [{ adminToken: [] }], 'x-permission': 'content.write' } } } });
  });
});

describe('PUT /api/admin/settings with a user session', () => {
  it('lets a content editor switch, even with ADMIN_TOKEN unset; a customer or a catalog editor gets 403 in Persian', async () => {
    adminToken.value = undefined;
    const editor = await loginAsStaff('content');
    const customer = await loginWithCode();
    const catalog = await loginAsStaff('catalog');
    expect(await put({ catalogMode: true }, customer.token)).toMatchObject({ status: 403, body: { message: adminAccessMessages.staffOnly } });
    expect(await put({ catalogMode: true }, catalog.token)).toMatchObject({ status: 403, body: { message: adminAccessMessages.missing('content.write') } });
    expect((await put({ catalogMode: true }, editor.token)).status).toBe(200);
    expect((await company()).catalogMode).toBe(true);
    const [row] = await getDb().select().from(auditLog).where(eq(auditLog.entityType, 'settings')).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ actorKind: 'user', actorUserId: editor.user.id, actorLabel: editor.user.mobile });
    expect((await put({ catalogMode: false }, editor.token)).status).toBe(200);
  });
});

describe('GET /api/admin/settings', () => {
  it('gives content.read the settings as saved, uncached; other roles get 403', async () => {
    adminToken.value = undefined;
    const editor = await loginAsStaff('content');
    const read = (token: string) => callApi('/admin/settings', { headers: { Authorization: `Bearer ${token}` } });
    for (const role of ['orders', 'catalog', 'credit', 'support']) expect((await read((await loginAsStaff(role)).token)).status, role).toBe(403);
    expect((await put({ maintenanceMode: false, catalogMode: true }, editor.token)).status).toBe(200);
    const res = await read(editor.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(envelope(companySchema).parse(res.body).data).toMatchObject({ catalogMode: true, maintenanceMode: false });
    expect((await put({ catalogMode: false }, editor.token)).status).toBe(200);
  });
});

describe('tokenMatches', () => {
  it('accepts only the exact token, whatever the lengths', () => {
    expect(tokenMatches(TOKEN, TOKEN)).toBe(true);
    expect(tokenMatches(TOKEN.slice(0, -1), TOKEN)).toBe(false);
    expect(tokenMatches('', TOKEN)).toBe(false);
  });
});
