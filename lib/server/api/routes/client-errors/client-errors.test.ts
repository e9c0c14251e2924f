import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clientErrorSchema } from '@/lib/contracts/client-errors';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { CLIENT_ERROR_LIMIT } from '@/lib/server/services/system/client-errors';
import { callApi } from '@/tests/api';
import { freshIp } from '@/tests/auth';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const report = (ip: string, body: unknown) =>
  callApi('/public/client-errors', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': 'Test/1' }, body: JSON.stringify(body) });

describe('front-end error reports', () => {
  it('stores reports for admins, cuts long stacks, and rate-limits an address', async () => {
    const ip = freshIp();
    const message = `TypeError: x is undefined ${Math.random()}`;
    expect((await report(ip, { message, stack: 's'.repeat(20_000), url: '/products/1/a?x=1', digest: '123' })).status).toBe(204);
    for (let i = 1; i < CLIENT_ERROR_LIMIT.points; i++) expect((await report(ip, { message: 'again', url: '/' })).status).toBe(204);
    const refused = await report(ip, { message: 'one too many', url: '/' });
    expect(refused.status).toBe(429);
    expect(errorBodySchema.parse(refused.body).message).toMatch(/[آ-ی]/);
    // Another address is not held back by the first.
    expect((await report(freshIp(), { message: 'elsewhere', url: '/' })).status).toBe(204);

    const bad = await report(freshIp(), { message: '', url: 'https://evil.example/' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).message).toMatch(/[آ-ی]/);

    const support = await loginAsStaff('support');
    expect((await userJson('GET', '/admin/client-errors', support.token)).status).toBe(403);
    const admin = await loginAsStaff('admin');
    const list = envelope(z.array(clientErrorSchema)).parse((await userJson('GET', '/admin/client-errors', admin.token)).body).data;
    const mine = list.find((e) => e.message === message);
    expect(mine).toMatchObject({ url: '/products/1/a?x=1', digest: '123', userAgent: 'Test/1', userId: null });
    expect(mine!.stack).toHaveLength(8000);
  });
});
