import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@/lib/contracts/auth';
import { loanBetaMessages } from '@/lib/contracts/loan-beta';
import { callApi } from '@/tests/api';
import { freshIp, freshMobile, json, loginWithCode, travel, validNationalCode } from '@/tests/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { requestReadyToBook } from './facility-test-kit';

const register = (body: Record<string, unknown>) => callApi('/public/loanBeta/register', json(body));
const check = (body: Record<string, unknown>, ip = freshIp()) => callApi('/public/loanBeta/check', json(body, { 'X-Forwarded-For': ip }));
const person = () => ({ fullName: 'مریم احمدی', mobile: freshMobile(), nationalCode: validNationalCode(), amount: '۳۰٬۰۰۰٬۰۰۰' });

describe('/loanbeta register and check', () => {
  it('registers once per mobile and answers the registration by national code and mobile', async () => {
    const p = person();
    const first = await register(p);
    expect(first).toMatchObject({ status: 200, body: { message: loanBetaMessages.registered, data: { id: expect.any(Number) } } });
    // The same number in another spelling is the same mobile.
    const again = await register({ ...p, mobile: `+98${p.mobile.slice(1)}`, nationalCode: validNationalCode() });
    expect(again).toMatchObject({ status: 409, body: { message: loanBetaMessages.duplicate } });
    const found = await check({ nationalCode: toPersianDigits(p.nationalCode), mobile: p.mobile });
    expect(found).toMatchObject({ status: 200, body: { data: { kind: 'interest', state: 'registered', amount: 30_000_000, stateTitle: loanBetaMessages.interestState } } });
  });

  it('validates every field in Persian', async () => {
    const bad = await register({ fullName: 'Maryam', mobile: '0912', nationalCode: '1234567890', amount: '1000' });
    expect(bad.status).toBe(400);
    expect((bad.body as { errors: Record<string, string> }).errors).toMatchObject({
      fullName: loanBetaMessages.fullName,
      mobile: authMessages.mobile,
      nationalCode: authMessages.nationalCodeInvalid,
      amount: loanBetaMessages.amount,
    });
    expect((await check({ nationalCode: '', mobile: '' })).status).toBe(400);
  });

  it('answers one message for an unknown pair, a known code with another mobile, and a known mobile with another code', async () => {
    const p = person();
    await register(p);
    const other = person();
    for (const pair of [{ nationalCode: other.nationalCode, mobile: other.mobile }, { nationalCode: p.nationalCode, mobile: other.mobile }, { nationalCode: other.nationalCode, mobile: p.mobile }]) {
      expect(await check(pair)).toMatchObject({ status: 404, body: { message: loanBetaMessages.notFound } });
    }
  });

  it('shows a loan request’s state to the person it belongs to', async () => {
    const login = await loginWithCode();
    const request = await requestReadyToBook(login.token);
    const found = await check({ nationalCode: request.nationalCode, mobile: login.user.mobile });
    expect(found).toMatchObject({ status: 200, body: { data: { kind: 'request', id: request.id, state: 'draft', amount: request.loanAmount } } });
  });
});

describe('/loanbeta check limits', () => {
  afterEach(() => vi.useRealTimers());

  it('throttles 40 wrong pairs from one client address and then locks it until a stated time; other addresses still check', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await check({ nationalCode: validNationalCode(), mobile: freshMobile() }, ip)).status);
    expect(statuses.slice(0, 6)).toEqual([404, 404, 404, 404, 404, 404]);
    expect(statuses.slice(6).every((s) => s === 429)).toBe(true);
    for (let waited = 0; waited < 30; waited++) {
      const res = await check({ nationalCode: validNationalCode(), mobile: freshMobile() }, ip);
      if (res.status === 404) continue;
      const text = (res.body as { message: string }).message;
      if (/^استعلام از این شبکه تا ساعت/.test(text)) break;
      travel(Number(res.headers.get('Retry-After')) * 1000);
    }
    const locked = await check({ nationalCode: validNationalCode(), mobile: freshMobile() }, ip);
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(/^استعلام از این شبکه تا ساعت [۰-۹]{2}:[۰-۹]{2} بسته است$/);
    const p = person();
    await register(p);
    expect((await check({ nationalCode: p.nationalCode, mobile: p.mobile })).status).toBe(200);
  });

  it('locks guessing the mobile of one national code from many addresses', async () => {
    const p = person();
    await register(p);
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(0); i++) {
      const res = await check({ nationalCode: p.nationalCode, mobile: freshMobile() });
      const locked = res.status === 429 && /کد ملی/.test((res.body as { message: string }).message);
      statuses.push(locked ? 0 : res.status);
      if (res.status === 429 && !locked) travel(Number(res.headers.get('Retry-After')) * 1000);
    }
    // Ten wrong mobiles (each from another address), the waits between them, then the lock.
    expect(statuses.filter((s) => s === 404)).toHaveLength(10);
    expect(statuses.at(-1)).toBe(0);
    const locked = await check({ nationalCode: p.nationalCode, mobile: p.mobile });
    expect(locked.status).toBe(429);
    expect((locked.body as { message: string }).message).toMatch(/^استعلام این کد ملی تا ساعت .+ بسته است؛ وضعیت درخواست را پس از ورود در حساب کاربری ببینید$/);
  });
});
