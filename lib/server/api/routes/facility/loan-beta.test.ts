import { describe, expect, it } from 'vitest';
import { authMessages } from '@/lib/contracts/auth';
import { loanBetaMessages } from '@/lib/contracts/loan-beta';
import { callApi } from '@/tests/api';
import { freshMobile, json, loginWithCode, validNationalCode } from '@/tests/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { requestReadyToBook } from './facility-test-kit';

const register = (body: Record<string, unknown>) => callApi('/public/loanBeta/register', json(body));
const check = (body: Record<string, unknown>) => callApi('/public/loanBeta/check', json(body));
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
