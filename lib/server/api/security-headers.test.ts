import { describe, expect, it } from 'vitest';
import { baseSecurityHeaders, pagePolicy } from '@/lib/server/security/headers';
import { currentPageSources } from '@/lib/server/security/page-sources';
import { callApi } from '@/tests/api';
import { loginAsStaff } from '@/tests/staff';

const expectSecurityHeaders = (headers: Headers) => {
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
};

describe('security headers on API answers', () => {
  it('are on data, on errors and on an unknown path', async () => {
    for (const path of ['/health', '/public/products/999999', '/no/such/path', '/user/user']) {
      const res = await callApi(path);
      expectSecurityHeaders(res.headers);
      expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
    }
  });

  it('send HSTS only when the shop is served over https', () => {
    expect(baseSecurityHeaders('http://localhost:3000')['Strict-Transport-Security']).toBeUndefined();
    expect(baseSecurityHeaders('https://shop.example')['Strict-Transport-Security']).toBe('max-age=31536000');
  });
});

describe('the pages’ Content-Security-Policy', () => {
  const sources = { own: ['https://shop.example'], thirdParty: ['https://www.googletagmanager.com', 'https://widget.raychat.io'], https: true, dev: false };

  it('allows only our origin and the configured hosts, inline scripts only by nonce or hash', () => {
    const withNonce = pagePolicy(sources, { nonce: 'abc' });
    const scriptSrc = withNonce.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).toBe("script-src 'self' 'nonce-abc' https://shop.example https://www.googletagmanager.com https://widget.raychat.io");
    expect(withNonce).toContain("default-src 'self'");
    expect(withNonce).toContain("object-src 'none'");
    expect(withNonce).toContain('upgrade-insecure-requests');
    const hashed = pagePolicy(sources, { hashes: ['h1', 'h2'] });
    expect(hashed).toContain("script-src 'self' 'sha256-h1' 'sha256-h2' https://shop.example");
    expect(pagePolicy({ ...sources, thirdParty: [] }, { nonce: 'n' }).split('; ').find((d) => d.startsWith('script-src '))).toBe(
      "script-src 'self' 'nonce-n' https://shop.example",
    );
  });

  it('follows the analytics, tag manager and live-chat scripts operators configure, and refuses other schemes', async () => {
    const admin = await loginAsStaff('admin');
    const put = (body: unknown) =>
      callApi('/admin/settings', { method: 'PUT', headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await put({ externalScripts: [{ kind: 'analytics', src: 'http://plain.example/a.js' }] });
    expect(bad.status).toBe(400);
    const ok = await put({
      externalScripts: [
        { kind: 'tagManager', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-X', origins: ['https://www.google-analytics.com'] },
        { kind: 'liveChat', src: 'https://widget.raychat.io/install/widget.js' },
      ],
    });
    expect(ok.status).toBe(200);
    expect(currentPageSources()?.thirdParty).toEqual(['https://www.googletagmanager.com', 'https://www.google-analytics.com', 'https://widget.raychat.io']);
    const statics = await callApi('/public/getStaticsData');
    expect((statics.body as { data: { company: { externalScripts: unknown[] } } }).data.company.externalScripts).toHaveLength(2);
  });
});
