import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/lib/server/env';
import { withPeerAddress } from '@/lib/server/security/peer-address';
import { callApi } from '@/tests/api';
import { freshIp, freshMobile, json, lastMessageTo, loginWithCode, multipart, sendCode, travel } from '@/tests/auth';

const PASSWORD = 'Sahar1234';
const WRONG = 'Wrong1234';
const WAIT = /^تلاش‌های ناموفق زیاد بوده است؛ [۰-۹]+ ثانیه دیگر دوباره تلاش کنید$/;
const NUMBER_LOCKED = /^ورود با رمز عبور برای این شماره تا ساعت [۰-۹]{2}:[۰-۹]{2} بسته است؛ می‌توانید با کد یک‌بار مصرف وارد شوید$/;

const passwordLogin = (mobile: string, password: string, ip = freshIp()) => callApi('/v1/userLogin', json({ mobile, password }, { 'X-Forwarded-For': ip }));
const message = (body: unknown) => (body as { message: string }).message;

async function withPassword() {
  const first = await loginWithCode();
  const res = await callApi('/user/resetPassword', multipart('PUT', { password: PASSWORD, secretKey: first.secretKey! }, first.token));
  expect(res.status).toBe(200);
  return first.user.mobile;
}

/** Signs the number in with a one-time code sent from and entered at a fresh address. */
async function codeLogin(mobile: string) {
  expect((await sendCode(mobile)).status).toBe(200);
  const { code } = (await lastMessageTo(mobile))!;
  return callApi('/v1/userLoginBySMS', json({ mobile, code }));
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  resetEnv();
});

describe('password sign-in limits', () => {
  it('answers 20 quick wrong passwords for one number with 429 and a Persian wait, refuses even the right one, and code sign-in still works', async () => {
    const mobile = await withPassword();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await passwordLogin(mobile, WRONG);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(message(res.body)).toMatch(WAIT);
        expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
      }
    }
    // Three free failures, the fourth opens the first wait; every quick try after it is refused before bcrypt.
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    expect((await passwordLogin(mobile, PASSWORD)).status).toBe(429);

    travel(121_000);
    expect((await codeLogin(mobile)).status).toBe(200);
    // The owner signed in by code: the number's password count is gone.
    expect((await passwordLogin(mobile, PASSWORD)).status).toBe(200);
  });

  it('doubles the wait after each further failure, then locks the number’s password until a stated time', async () => {
    const mobile = await withPassword();
    const waits: number[] = [];
    let locked: { status: number; body: unknown; headers: Headers } | undefined;
    while (!locked) {
      const res = await passwordLogin(mobile, WRONG);
      if (res.status === 401) continue;
      expect(res.status).toBe(429);
      if (NUMBER_LOCKED.test(message(res.body))) {
        locked = res;
        break;
      }
      const wait = Number(res.headers.get('Retry-After'));
      waits.push(wait);
      travel(wait * 1000);
    }
    expect(waits).toEqual([2, 4, 8, 16, 32, 60]);
    expect(locked.headers.get('Retry-After')).toBe('900');
    travel(5 * 60_000);
    expect(message((await passwordLogin(mobile, PASSWORD)).body)).toMatch(NUMBER_LOCKED);
    // The lock is on the password only: the owner's code works while it lasts.
    expect((await codeLogin(mobile)).status).toBe(200);
    expect((await passwordLogin(mobile, PASSWORD)).status).toBe(200);
  });

  it('lets at most four of 20 parallel wrong passwords reach the password check', async () => {
    const mobile = await withPassword();
    const answers = await Promise.all(Array.from({ length: 20 }, () => passwordLogin(mobile, WRONG)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(16);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('throttles one client address spraying wrong passwords over many numbers', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await passwordLogin(freshMobile(), WRONG, ip)).status);
    expect(statuses.slice(0, 11).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(11)).toEqual([429, 429]);
    // Another address is not affected.
    expect((await passwordLogin(freshMobile(), WRONG)).status).toBe(401);
  });
});

describe('one-time code limits per client address', () => {
  it('throttles wrong codes sent from one address across numbers (guessing other people’s codes)', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) {
      const mobile = freshMobile();
      await sendCode(mobile);
      statuses.push((await callApi('/v1/userLoginBySMS', json({ mobile, code: '0000' }, { 'X-Forwarded-For': ip }))).status);
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
    expect(statuses.slice(0, 10).every((s) => s === 400 || s === 200)).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  const sendFrom = (peer: string, forwardedFor: string) => withPeerAddress(peer, () => sendCode(freshMobile(), forwardedFor));

  it('off: a forged X-Forwarded-For does not move the per-address count, the socket address does', async () => {
    vi.stubEnv('TRUST_PROXY', '0');
    resetEnv();
    for (let i = 0; i < 30; i++) expect((await sendFrom('203.0.113.7', freshIp())).status).toBe(200);
    const refused = await sendFrom('203.0.113.7', freshIp());
    expect(refused.status).toBe(429);
    expect((await sendFrom('203.0.113.8', freshIp())).status).toBe(200);
  });

  it('one hop: the proxy’s entry names the client, so each client has its own count', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    resetEnv();
    for (let i = 0; i < 31; i++) expect((await sendFrom('10.0.0.2', `192.0.2.${i + 1}`)).status).toBe(200);
    // Only the entry the trusted proxy appended counts: what the client wrote before it is ignored.
    for (let i = 0; i < 30; i++) expect((await sendFrom('10.0.0.2', `198.51.100.${i + 1}, 192.0.2.200`)).status).toBe(200);
    expect((await sendFrom('10.0.0.2', '198.51.100.99, 192.0.2.200')).status).toBe(429);
  });

  it('never keys a malformed address: it counts as the proxy that passed it on', async () => {
    vi.stubEnv('TRUST_PROXY', '1');
    resetEnv();
    const forged = ['198.51.100.9401', 'evil', '', '::ffff:999.1.1.1', '1.2.3', '2001:db8::g'];
    for (let i = 0; i < 30; i++) expect((await sendFrom('10.9.9.9', forged[i % forged.length]!)).status).toBe(200);
    expect((await sendFrom('10.9.9.9', '198.51.100.9402')).status).toBe(429);
  });
});
