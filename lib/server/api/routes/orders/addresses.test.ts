import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressSchema } from '@/lib/contracts/orders';
import { loginWithCode } from '@/tests/auth';
import { addressFields, dataOf, makeAddress, userJson } from '@/tests/orders';

const list = async (token: string) => dataOf(z.array(addressSchema), (await userJson('GET', '/user/addresses', token)).body);

describe('addresses', () => {
  it('needs a session', async () => {
    expect((await userJson('GET', '/user/addresses', 'nope')).status).toBe(401);
  });

  it('creates with Persian digits stored canonical; the first is the default, a new default replaces it', async () => {
    const { token } = await loginWithCode();
    const first = await makeAddress(token);
    expect(first).toMatchObject({ postalCode: '1234567890', receiverMobile: '09121234567', isDefault: true });
    const second = await makeAddress(token, { isDefault: true, receiverName: 'علی محمدی' });
    const rows = await list(token);
    expect(rows.map((a) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    const res = await userJson('POST', `/user/addresses/${first.id}/default`, token);
    expect(res.status).toBe(200);
    expect((await list(token))[0]!.id).toBe(first.id);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });

  it('rejects bad fields with Persian messages per field', async () => {
    const { token } = await loginWithCode();
    const res = await userJson('POST', '/user/addresses', token, await addressFields({ postalCode: '12345', receiverMobile: '0912', address: 'کوتاه' }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: expect.stringMatching(/[\u0600-\u06FF]/),
      errors: { postalCode: 'کد پستی باید ۱۰ رقم باشد', receiverMobile: 'شماره موبایل گیرنده را به درستی وارد کنید', address: expect.any(String) },
    });
  });

  it('refuses a city outside the chosen province', async () => {
    const { token } = await loginWithCode();
    const fields = await addressFields();
    const res = await userJson('POST', '/user/addresses', token, { ...fields, provinceId: fields.provinceId + 1 });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { cityId: 'شهر انتخاب‌شده در این استان نیست' } });
  });

  it('updates and deletes; deleting the default promotes the next one', async () => {
    const { token } = await loginWithCode();
    const a = await makeAddress(token);
    const b = await makeAddress(token);
    const updated = await userJson('PUT', `/user/addresses/${b.id}`, token, await addressFields({ receiverName: 'نام تازه' }));
    expect(dataOf(addressSchema, updated.body)).toMatchObject({ id: b.id, receiverName: 'نام تازه', isDefault: false });
    expect((await userJson('DELETE', `/user/addresses/${a.id}`, token)).status).toBe(200);
    expect(await list(token)).toEqual([expect.objectContaining({ id: b.id, isDefault: true })]);
  });

  it('another user’s address cannot be read into, changed, made default or deleted', async () => {
    const owner = await loginWithCode();
    const other = await loginWithCode();
    const mine = await makeAddress(owner.token);
    for (const [method, path, body] of [
      ['PUT', `/user/addresses/${mine.id}`, await addressFields({ receiverName: 'دزد' })],
      ['POST', `/user/addresses/${mine.id}/default`, undefined],
      ['DELETE', `/user/addresses/${mine.id}`, undefined],
    ] as const) {
      const res = await userJson(method, path, other.token, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect(await list(other.token)).toEqual([]);
    expect(await list(owner.token)).toEqual([expect.objectContaining({ id: mine.id, receiverName: 'مریم رضایی' })]);
  });
});
