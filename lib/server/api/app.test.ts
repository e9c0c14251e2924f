import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { setFileStorage } from '@/lib/server/providers/storage/create-storage';
import { localDiskStorage } from '@/lib/server/providers/storage/local-disk';
import { callApi } from '@/tests/api';
import { expectConsoleError } from '@/tests/console';

afterEach(() => setFileStorage(undefined));

describe('API edge', () => {
  it('answers health with the database driver in use', async () => {
    const res = await callApi('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('is ready when the database and the storage answer (Redis is off without REDIS_URL)', async () => {
    setFileStorage(localDiskStorage(mkdtempSync(path.join(os.tmpdir(), 'vitrin-ready-'))));
    const res = await callApi('/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { status: 'ready', checks: { database: 'ok', redis: 'off', storage: 'ok' } } });
  });

  it('is not ready while the file storage cannot be reached, and says so', async () => {
    const store = localDiskStorage(os.tmpdir());
    setFileStorage({ ...store, check: () => Promise.reject(new Error('bucket unreachable')) });
    const res = await callApi('/ready');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'سرویس فعلا آماده پاسخ‌گویی نیست', errors: { storage: 'در دسترس نیست' } });
    expectConsoleError('readiness check failed');
  });

  it('answers an unknown path with a Persian JSON 404, not an HTML page', async () => {
    const res = await callApi('/public/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'مسیر درخواستی یافت نشد' });
  });

  it.each(['POST', 'PUT', 'DELETE'])('answers %s on a GET-only endpoint with 405 and Allow', async (method) => {
    const res = await callApi('/public/brands', { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
    expect(res.body).toEqual({ message: 'این روش درخواست برای این مسیر مجاز نیست' });
  });

  it('lists every public endpoint in the OpenAPI document', async () => {
    const res = await callApi('/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/public/getStaticsData',
        '/api/public/brands',
        '/api/public/provinces',
        '/api/public/branchs',
      ]),
    );
  });
});
