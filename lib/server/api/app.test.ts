import { describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';

describe('API edge', () => {
  it('answers health with the database driver in use', async () => {
    const res = await callApi('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ data: { status: 'ok' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
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
