import { afterEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '@/tests/api';
import { resetEnv } from '../../../env';

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { example?: { message?: string } }> }> }>> };

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('/api/docs', () => {
  it('serves Swagger UI from this origin under a policy that allows no inline script', async () => {
    const res = await callApi('/docs');
    expect(res.status).toBe(200);
    const html = String(res.body);
    expect(html).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(html).toContain('href="/icons/icon.svg"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/https?:\/\//);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);

    const bundle = await callApi('/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toContain('javascript');
    expect(String(bundle.body).length).toBeGreaterThan(100_000);
    expect((await callApi('/docs/assets/swagger-ui.css')).status).toBe(200);
    expect((await callApi('/docs/assets/start.js')).body).toContain('/api/docs/openapi.json');
    expect((await callApi('/docs/assets/..%2Fpackage.json')).status).toBe(404);
  });

  it('gives every JSON error answer of every operation a Persian example', async () => {
    const { status, body } = await callApi('/docs/openapi.json');
    expect(status).toBe(200);
    const doc = body as Doc;
    let errors = 0;
    for (const [route, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [code, response] of Object.entries(operation.responses ?? {})) {
          const json = response.content?.['application/json'];
          if (Number(code) < 400 || !json) continue;
          errors += 1;
          expect(json.example?.message, `${method} ${route} ${code}`).toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
    expect(errors).toBeGreaterThan(100);
    // The admin answers speak of the console, not of the shopper's account.
    const admin = doc.paths['/api/admin/pages']?.get?.responses?.['403']?.content?.['application/json']?.example;
    expect(admin?.message).toBe('این بخش فقط برای کارکنان فروشگاه است');
  });

  it('is off in production unless API_DOCS says otherwise', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    resetEnv();
    expect((await callApi('/docs')).status).toBe(404);
    expect((await callApi('/docs/assets/swagger-ui-bundle.js')).status).toBe(404);

    vi.stubEnv('API_DOCS', 'true');
    resetEnv();
    expect((await callApi('/docs')).status).toBe(200);

    vi.stubEnv('NODE_ENV', 'development');
    vi.stubEnv('API_DOCS', 'false');
    resetEnv();
    expect((await callApi('/docs/openapi.json')).status).toBe(404);
  });
});
