import { expect, test, type APIResponse } from '@playwright/test';
import { codeFor, outbox, skipPopup, typeCode } from './support';

// The demo customer: a complete profile, so a code sign-in finishes at once and /login leaves for c.
const CUSTOMER = '09360000000';

test('after signing in, /login?c=/%09/evil.example stays on the shop', async ({ page, isMobile }) => {
  await skipPopup(page);
  const foreign: string[] = [];
  await page.route((url) => !['127.0.0.1', 'localhost'].includes(url.hostname), (route) => {
    foreign.push(route.request().url());
    return route.abort();
  });
  await page.goto('/login?c=/%09/evil.example');
  const before = (await outbox()).filter((l) => l.mobile === CUSTOMER && l.purpose === 'login').length;
  await page.getByLabel('شماره موبایل').fill(CUSTOMER);
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await typeCode(page, await codeFor(CUSTOMER, 'login', before), isMobile);
  await expect(page).not.toHaveURL(/\/login/);
  const landed = new URL(page.url());
  expect(landed.origin).toBe(new URL(test.info().project.use.baseURL!).origin);
  expect(landed.pathname).toBe('/');
  expect(foreign).toEqual([]);
});

function expectSecurityHeaders(res: APIResponse) {
  const h = res.headers();
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'");
  return h['content-security-policy']!;
}

const scriptSrc = (policy: string) => policy.split('; ').find((d) => d.startsWith('script-src '))!;

test('every answer carries the security headers: a page, a kept page, an API answer and a 404', async ({ request, page }) => {
  const dynamic = await request.get('/login');
  expect(scriptSrc(expectSecurityHeaders(dynamic))).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);

  // Twice, so the second answer certainly comes from the page cache.
  await request.get('/faq');
  await request.get('/');
  const kept = await request.get('/');
  expect(kept.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
  const keptScripts = scriptSrc(expectSecurityHeaders(kept));
  expect(keptScripts).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
  expect(keptScripts).not.toMatch(/nonce-|unsafe-inline/);

  const api = await request.get('/api/public/getStaticsData');
  expect(expectSecurityHeaders(api)).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing);

  // The kept page runs under its hashed policy: its scripts load and nothing is refused.
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // A refusal the page's code catches (a library probing for eval) leaves no console line, only this event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { refusals: string[] }).refusals = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await skipPopup(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  expect(await page.evaluate(() => 'next' in window)).toBe(true);
  expect(refused).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { refusals: string[] }).refusals)).toEqual([]);
});
