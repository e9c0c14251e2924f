import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnv } from '@/lib/server/env';
import { loginWithCode } from '@/tests/auth';
import { addressFields, makeAddress, userJson } from '@/tests/orders';
import { create, JPEG, PDF, planByMonths, upload } from './facility-test-kit';
import { uploadDoc } from '../cooperation/cooperation-test-kit';

const TOO_MANY_DRAFTS = 'شما ۳ درخواست ناتمام دارید؛ پیش از ثبت درخواست تازه یکی از آن‌ها را تکمیل کنید';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnv();
});

describe('per-account bounds', () => {
  it('keeps at most three draft loan and leasing requests open, also when asked in parallel', async () => {
    const user = await loginWithCode();
    const plan = await planByMonths(12);
    const leasing = await planByMonths(12, 'leasing');
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => create(user.token, { planId: (i % 2 ? leasing : plan).id, amount: 50_000_000 })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    for (const refused of answers.filter((a) => a.status !== 200)) expect(refused).toMatchObject({ status: 409, body: { message: TOO_MANY_DRAFTS } });
    // Another account is not affected.
    expect((await create((await loginWithCode()).token, { planId: plan.id, amount: 50_000_000 })).status).toBe(200);
  });

  it('bounds the files and the bytes one account keeps, across loan and cooperation documents; replacing a file stays possible', async () => {
    vi.stubEnv('ACCOUNT_MAX_FILES', '3');
    vi.stubEnv('ACCOUNT_MAX_FILE_BYTES', String(2 * 1024 * 1024));
    resetEnv();
    const user = await loginWithCode();
    const { request } = await create(user.token, { planId: (await planByMonths(12)).id, amount: 50_000_000 });
    expect((await upload(user.token, request!.id, 'nationalCardFront', JPEG)).status).toBe(200);
    expect((await upload(user.token, request!.id, 'nationalCardBack', JPEG)).status).toBe(200);
    expect((await uploadDoc(user.token, 'registrationNotice', PDF)).status).toBe(200);
    const fourth = await upload(user.token, request!.id, 'birthCertificate', JPEG);
    expect(fourth).toMatchObject({ status: 409, body: { message: 'حداکثر ۳ فایل می‌توانید در حساب خود نگه دارید؛ مدارک درخواست‌های ناتمام را جایگزین کنید' } });
    expect((await upload(user.token, request!.id, 'nationalCardBack', JPEG)).status).toBe(200);

    const big = new Uint8Array(2 * 1024 * 1024);
    big.set(PDF);
    const heavy = await upload(user.token, request!.id, 'nationalCardFront', big);
    expect(heavy).toMatchObject({ status: 409, body: { message: 'حجم فایل‌های حساب شما از ۲ مگابایت بیشتر می‌شود؛ فایل کم‌حجم‌تری بفرستید' } });
  });

  it('keeps at most 20 addresses', async () => {
    const { token } = await loginWithCode();
    for (let i = 0; i < 20; i++) await makeAddress(token);
    const refused = await userJson('POST', '/user/addresses', token, await addressFields());
    expect(refused).toMatchObject({ status: 409, body: { message: 'بیش از ۲۰ نشانی نمی‌توانید ثبت کنید' } });
  });
});
