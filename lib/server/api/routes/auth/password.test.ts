import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginAnswerSchema } from '@/lib/contracts/auth';
import { envelope } from '@/lib/contracts/envelope';
import { callApi } from '@/tests/api';
import { bearer, freshIp, freshMobile, json, lastMessageTo, loginWithCode, multipart, outbox, travel } from '@/tests/auth';

const WRONG_PASSWORD = 'رمز ورود اشتباه است مجدد تلاش کنید';
const PASSWORD = 'Sahar1234';

const resetPassword = (token: string, password: string, secretKey: string) =>
  callApi('/user/resetPassword', multipart('PUT', { password, secretKey }, token));
const passwordLogin = (mobile: string, password: string) => callApi('/v1/userLogin', json({ mobile, password }));
const forgetPassword = (mobile: string, isVoiceCall = false) => {
  const init = multipart('POST', { mobile });
  return callApi(`/v1/forgetPassword?isVoiceCall=${isVoiceCall}`, { ...init, headers: { ...init.headers, 'X-Forwarded-For': freshIp() } });
};

async function registeredWithPassword() {
  const first = await loginWithCode();
  expect((await resetPassword(first.token, PASSWORD, first.secretKey!)).status).toBe(200);
  return first;
}

describe('PUT /api/user/resetPassword', () => {
  it('sets the first password with the secret key of the first login, once', async () => {
    const first = await loginWithCode();
    const res = await resetPassword(first.token, PASSWORD, first.secretKey!);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: null, message: 'رمز عبور با موفقیت ثبت شد' });
    const again = await resetPassword(first.token, 'Other1234', first.secretKey!);
    expect(again.status).toBe(401);
    expect((await passwordLogin(first.user.mobile, 'Other1234')).status).toBe(401);
  });

  it.each([
    ['7 characters', 'Abcde12', 'رمز عبور باید حداقل ۸ کاراکتر باشد'],
    ['no capital letter', 'abcdefg1', 'رمز عبور باید حروف بزرگ و کوچک لاتین داشته باشد'],
    ['no small letter', 'ABCDEFG1', 'رمز عبور باید حروف بزرگ و کوچک لاتین داشته باشد'],
    ['no digit', 'Abcdefgh', 'رمز عبور باید حداقل یک عدد داشته باشد'],
  ])('refuses a weak password (%s)', async (_name, password, message) => {
    const first = await loginWithCode();
    const res = await resetPassword(first.token, password, first.secretKey!);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message, errors: { password: message } });
  });

  it('refuses a wrong secret key, another session’s key, and no token', async () => {
    const a = await loginWithCode();
    const b = await loginWithCode();
    expect((await resetPassword(a.token, PASSWORD, 'wrong')).status).toBe(401);
    expect((await resetPassword(a.token, PASSWORD, b.secretKey!)).status).toBe(401);
    expect((await callApi('/user/resetPassword', multipart('PUT', { password: PASSWORD, secretKey: a.secretKey! }))).status).toBe(401);
  });

  it('gives no secret key to a code login of an account that has a password', async () => {
    const { user } = await registeredWithPassword();
    travel(121_000);
    expect(await loginWithCode(user.mobile)).toMatchObject({ newPassword: false, secretKey: null });
    vi.useRealTimers();
  });
});

describe('POST /api/v1/userLogin', () => {
  it('logs in with the password; the number may be typed in any form', async () => {
    const { user } = await registeredWithPassword();
    const res = await passwordLogin(`+98${user.mobile.slice(1)}`, PASSWORD);
    expect(res.status).toBe(200);
    const data = envelope(loginAnswerSchema).parse(res.body).data;
    expect(data).toMatchObject({ role: 'customer', newPassword: false, secretKey: null, user: { id: user.id } });
    expect((await callApi('/v1/check', bearer(data.token))).status).toBe(200);
  });

  it('answers one 401 for a wrong password and for an unknown number', async () => {
    const { user } = await registeredWithPassword();
    for (const res of [await passwordLogin(user.mobile, 'Wrong1234'), await passwordLogin(freshMobile(), PASSWORD)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: WRONG_PASSWORD });
    }
    // An account that has no password yet cannot be entered by password either.
    const fresh = await loginWithCode();
    expect((await passwordLogin(fresh.user.mobile, '')).body).toMatchObject({ message: 'رمز عبور را به درستی پر کنید' });
    expect((await passwordLogin(fresh.user.mobile, PASSWORD)).status).toBe(401);
  });
});

describe('POST /api/v1/forgetPassword', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('recovers: the code logs in with newPassword and a key, the new password works, other sessions end', async () => {
    const { user, token: firstToken } = await registeredWithPassword();
    const other = envelope(loginAnswerSchema).parse((await passwordLogin(user.mobile, PASSWORD)).body).data;
    travel(121_000);
    const sent = await forgetPassword(user.mobile, true);
    expect(sent.status).toBe(200);
    expect(await lastMessageTo(user.mobile)).toMatchObject({ purpose: 'reset', voice: true });

    const { code } = (await lastMessageTo(user.mobile))!;
    const login = await callApi('/v1/userLoginBySMS', json({ mobile: user.mobile, code }));
    const recovery = envelope(loginAnswerSchema).parse(login.body).data;
    expect(recovery).toMatchObject({ newPassword: true, secretKey: expect.any(String), hasMainData: false });

    expect((await resetPassword(recovery.token, 'Morning2025', recovery.secretKey!)).status).toBe(200);
    expect((await passwordLogin(user.mobile, PASSWORD)).status).toBe(401);
    expect((await passwordLogin(user.mobile, 'Morning2025')).status).toBe(200);
    expect((await callApi('/v1/check', bearer(recovery.token))).status).toBe(200);
    for (const token of [firstToken, other.token]) expect((await callApi('/v1/check', bearer(token))).status).toBe(401);
  });

  it('answers an unknown number like a known one but sends nothing, within the same limits', async () => {
    const { user } = await registeredWithPassword();
    travel(121_000);
    const known = await forgetPassword(user.mobile);
    const stranger = freshMobile();
    const unknown = await forgetPassword(stranger);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect((await outbox()).some((m) => m.mobile === stranger)).toBe(false);
    expect((await forgetPassword(stranger)).status).toBe(429);
  });

  it('refuses a body that is not multipart or a wrong number', async () => {
    expect((await callApi('/v1/forgetPassword', json({ mobile: freshMobile() }))).status).toBe(415);
    const bad = await forgetPassword('12345');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'شماره موبایل را به درستی وارد کنید' });
  });
});
