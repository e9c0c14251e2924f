import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codeSentSchema, loginAnswerSchema } from '@/lib/contracts/auth';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, freshIp, freshMobile, json, lastMessageTo, loginWithCode, outbox, sendCode, travel } from '@/tests/auth';

const WRONG_CODE = 'کد واردی اشتباه است یا منقضی شده است لطفا مجدد تلاش کنید';
const loginBySms = (mobile: string, code: string) => callApi('/v1/userLoginBySMS', json({ mobile, code }));
const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

afterEach(() => {
  vi.useRealTimers();
});


describe('POST /api/v1/sendCode', () => {
  it('sends a 4-digit code to the canonical number, whatever form and digits the number is typed in', async () => {
    const forms = ['+989121110001', '989121110002', '۰۹۱۲۱۱۱۰۰۰۳', '٠٩١٢١١١٠٠٠٤', '0912 111 0005'];
    for (const [i, mobile] of forms.entries()) {
      const res = await sendCode(mobile);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(envelope(codeSentSchema).parse(res.body).data).toEqual({ expiresIn: 120, resendIn: 120 });
      const sent = await lastMessageTo(`0912111000${i + 1}`);
      expect(sent).toMatchObject({ code: expect.stringMatching(/^\d{4}$/), voice: false, purpose: 'login' });
    }
  });

  it('answers an existing account exactly like a new number', async () => {
    const known = await loginWithCode();
    const a = await sendCode(freshMobile());
    travel(121_000);
    const b = await sendCode(known.user.mobile);
    expect(a.status).toBe(200);
    expect(b.body).toEqual(a.body);
  });

  it('calls instead of texting with isVoiceCall', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, freshIp(), true);
    expect(await lastMessageTo(mobile)).toMatchObject({ voice: true });
  });

  it('refuses what is not an Iranian mobile number, in Persian', async () => {
    for (const mobile of ['0212345678', '09123', 'abc', '']) {
      const res = await sendCode(mobile);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'شماره موبایل را به درستی وارد کنید' });
    }
  });

  it('answers 429 with Retry-After until the 120-second countdown ends', async () => {
    const mobile = freshMobile();
    expect((await sendCode(mobile)).status).toBe(200);
    const early = await sendCode(mobile);
    expect(early.status).toBe(429);
    expect(early.headers.get('Retry-After')).toBe('120');
    expect(early.body).toEqual({ message: expect.stringContaining('ثانیه دیگر') });
    travel(119_000);
    expect((await sendCode(mobile)).status).toBe(429);
    travel(1_500);
    expect((await sendCode(mobile)).status).toBe(200);
  });

  it('slows the codes of a flooded number down, doubling the wait, but never shuts its owner out for more than an hour', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 10; i++) {
      expect((await sendCode(mobile, freshIp())).status).toBe(200);
      travel(121_000);
    }
    const slowed = await sendCode(mobile);
    expect(slowed.status).toBe(429);
    expect(slowed.body).toEqual({ message: expect.stringMatching(/^برای این شماره کدهای زیادی فرستاده شده است؛ کد بعدی از ساعت [۰-۹]{2}:[۰-۹]{2} فرستاده می‌شود$/) });
    // The 11th code waits 240 s after the 10th, which was 121 s ago.
    expect(slowed.headers.get('Retry-After')).toBe('119');
    const waits: number[] = [];
    for (let sent = 0; sent < 12; ) {
      const res = await sendCode(mobile, freshIp());
      if (res.status === 200) {
        sent++;
        continue;
      }
      expect(res.status).toBe(429);
      const wait = Number(res.headers.get('Retry-After'));
      waits.push(wait);
      travel(wait * 1000 + 500);
    }
    expect(Math.max(...waits)).toBeLessThanOrEqual(3600);
    expect(waits.at(-1)).toBe(3600);
  });

  it('caps the codes one client address may ask for in an hour, whatever the numbers', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) expect((await sendCode(freshMobile(), ip)).status).toBe(200);
    const busy = await sendCode(freshMobile(), ip);
    expect(busy.status).toBe(429);
    expect((await sendCode(freshMobile(), freshIp())).status).toBe(200);
  });
});

describe('POST /api/v1/userLoginBySMS', () => {
  it('registers a new number and answers a token, the role, hasMainData and the key to set a password', async () => {
    const mobile = freshMobile();
    await sendCode(`+98${mobile.slice(1)}`);
    const { code } = (await lastMessageTo(mobile))!;
    const res = await loginBySms(mobile, code.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = envelope(loginAnswerSchema).parse(res.body).data;
    expect(data).toMatchObject({ role: 'customer', hasMainData: false, newPassword: true, secretKey: expect.any(String) });
    expect(data.user).toMatchObject({ mobile, fName: null, noCheck: false, wallet: 0, hasMainData: false });
    expect(res.headers.get('Set-Cookie')).toMatch(/vitrin_session=.+HttpOnly/i);
    const rows = await getDb().select().from(users).where(eq(users.mobile, mobile));
    expect(rows).toHaveLength(1);
    // Only the hash of the token is stored.
    expect(JSON.stringify(rows)).not.toContain(data.token);
  });

  it('refuses a wrong code and an expired one with the SPEC §8 message', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const { code } = (await lastMessageTo(mobile))!;
    const wrong = await loginBySms(mobile, otherCode(code));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: WRONG_CODE });
    travel(120_500);
    expect((await loginBySms(mobile, code)).body).toEqual({ message: WRONG_CODE });
  });

  it('ends a code after five wrong tries (429), even for the right code', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const { code } = (await lastMessageTo(mobile))!;
    for (let i = 0; i < 5; i++) expect((await loginBySms(mobile, otherCode(code))).status).toBe(400);
    const blocked = await loginBySms(mobile, code);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ message: 'تعداد تلاش‌های نادرست بیش از حد مجاز است؛ کد جدید دریافت کنید' });
  });

  it('accepts a code once, and only the newest one', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const first = (await lastMessageTo(mobile))!.code;
    travel(121_000);
    await sendCode(mobile);
    const second = (await lastMessageTo(mobile))!.code;
    if (first !== second) expect((await loginBySms(mobile, first)).status).toBe(400);
    expect((await loginBySms(mobile, second)).status).toBe(200);
    expect((await loginBySms(mobile, second)).status).toBe(400);
  });

  it('refuses a code that is not 4 digits', async () => {
    const res = await loginBySms(freshMobile(), '12345');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'کد تایید باید ۴ رقم باشد' });
  });
});

describe('POST /api/v1/logout and GET /api/v1/check', () => {
  it('revokes the token: check, user info and a second logout answer 401 afterwards', async () => {
    const { token } = await loginWithCode();
    expect((await callApi('/v1/check', bearer(token))).body).toEqual({ data: { role: 'customer', hasMainData: false } });
    const out = await callApi('/v1/logout', { method: 'POST', ...bearer(token) });
    expect(out.status).toBe(200);
    expect(out.headers.get('Set-Cookie')).toMatch(/vitrin_session=;/);
    for (const res of [await callApi('/v1/check', bearer(token)), await callApi('/user/user', bearer(token)), await callApi('/v1/logout', { method: 'POST', ...bearer(token) })]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('answers 401 with no token, a made-up one or another scheme', async () => {
    for (const init of [{}, bearer('made-up-token'), { headers: { Authorization: 'Basic abc' } }]) {
      expect((await callApi('/v1/check', init)).status).toBe(401);
    }
  });

  it('lets a new login work after the outbox has several numbers in it', async () => {
    expect((await outbox()).length).toBeGreaterThan(0);
    expect((await loginWithCode()).token).toMatch(/^[\w-]{43}$/);
  });
});

describe('when the SMS gateway fails', () => {
  it('answers 503 in Persian and does not count the code, so the person may ask again at once', async () => {
    const { setSmsProvider, smsProvider } = await import('@/lib/server/providers/sms/create-sms-provider');
    const working = smsProvider();
    setSmsProvider({ name: 'down', sendOtp: () => Promise.reject(new Error('gateway down')), sendText: () => Promise.reject(new Error('gateway down')) });
    const mobile = freshMobile();
    try {
      const res = await sendCode(mobile);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'ارسال کد تایید با خطا مواجه شد؛ کمی بعد دوباره تلاش کنید' });
    } finally {
      setSmsProvider(working);
    }
    expect((await sendCode(mobile)).status).toBe(200);
  });
});
