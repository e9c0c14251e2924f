import { describe, expect, it, vi } from 'vitest';
import { logger } from '@/lib/server/log/logger';
import { callApi } from '@/tests/api';
import { bearer, freshIp, json, loginWithCode, multipart } from '@/tests/auth';

const CONTROL = 'متن ارسالی نویسه‌های غیرمجاز دارد';

/** The warnings a call logs, each as the JSON line it becomes. */
async function logged(call: () => Promise<unknown>): Promise<string[]> {
  const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
  try {
    await call();
    return warn.mock.calls.map((args) => JSON.stringify(args));
  } finally {
    warn.mockRestore();
  }
}

describe('input hygiene at the API edge', () => {
  it.each([
    ['GET /api/shop/products?search=%00', () => callApi('/shop/products?search=%00'), 'search'],
    ['GET /api/shop/products?search=a%07b', () => callApi('/shop/products?search=a%07b'), 'search'],
    ['GET /api/public/pages/%00', () => callApi('/public/pages/%00'), undefined],
    ['POST productSearch {"query":"a\\u0000b"}', () => callApi('/public/productSearch', json({ query: 'a\u0000b' })), 'query'],
    ['POST loanBeta/register with a NUL name', () => callApi('/public/loanBeta/register', json({ fullName: 'مریم\u0000', mobile: '09121234567' })), 'fullName'],
    ['POST forgetPassword (multipart) with a NUL mobile', () => callApi('/v1/forgetPassword', multipart('POST', { mobile: '0912\u00001234567' })), 'mobile'],
    ['a NUL in a JSON key', () => callApi('/public/productSearch', json({ 'q\u0000': 'x', query: 'x' })), 'q\u0000'],
    ['a lone surrogate', () => callApi('/public/productSearch', json({ query: 'a\uD800b' })), 'query'],
  ])('refuses %s with 400 and a Persian message', async (_name, call, field) => {
    const res = await call();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: CONTROL, ...(field ? { errors: { [field]: CONTROL } } : {}) });
  });

  it('keeps line breaks and tabs in text fields, and Persian with its zero-width non-joiner', async () => {
    const res = await callApi('/public/productSearch', json({ query: 'گوشی\u200cها\tسامسونگ\n' }));
    expect(res.status).toBe(200);
  });

  it('refuses NUL in the operators’ texts that used to reach PostgreSQL (page body, decisions), before anything else is checked', async () => {
    const token = (await loginWithCode()).token;
    const page = await callApi('/admin/pages/about', { ...json({ title: 'درباره\u0000', body: 'x' }), method: 'PUT', headers: { ...bearer(token).headers, 'Content-Type': 'application/json' } });
    expect(page.status).toBe(400);
    const decision = await callApi('/admin/planRequestDecision', multipart('PUT', { id: '1', decision: 'reject', reason: 'نه\u0000' }, token));
    expect(decision.status).toBe(400);
    expect(decision.body).toMatchObject({ message: CONTROL });
  });

  it('bounds integers to their column: colors=2147483648 is a Persian 400, not a database error', async () => {
    const res = await callApi('/shop/products?colors=2147483648');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: { 'colors.0': 'شناسه رنگ معتبر نیست' } });
    const order = await callApi('/user/orders/2147483648', bearer((await loginWithCode()).token));
    expect(order.status).toBe(400);
  });

  it('answers an unreadable body with the API’s JSON error', async () => {
    const broken = await callApi('/public/productSearch', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': freshIp() }, body: '{"query":' });
    expect(broken).toMatchObject({ status: 400, body: { message: 'بدنه درخواست قابل خواندن نیست' } });
    const form = await callApi('/v1/forgetPassword', { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x' }, body: '--x\r\nbroken' });
    expect(form).toMatchObject({ status: 400, body: { message: 'بدنه درخواست قابل خواندن نیست' } });
  });

  it('refuses a body larger than the largest upload before reading it, with 413 and the API’s JSON error', async () => {
    const res = await callApi('/public/productSearch', json({ query: 'x'.repeat(6 * 1024 * 1024) }));
    expect(res).toMatchObject({ status: 413, body: { message: 'حجم درخواست بیش از حد مجاز است' } });
  });

  it('answers a query string of about 1 MB with 414 and the API’s JSON error', async () => {
    const res = await callApi(`/shop/products?search=${'a'.repeat(1_000_000)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get('Content-Type')).toContain('application/json');
    expect(res.body).toEqual({ message: 'نشانی یا سرآیندهای درخواست بیش از حد طولانی است' });
  });

  it('logs a refused request as one line, without a stack, a value or the query', async () => {
    const lines = await logged(() => callApi('/shop/products?search=secret%00value'));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual([
      { status: 400, method: 'GET', path: '/api/shop/products', ip: expect.any(String), reason: 'control character in query field "search"' },
      'refused',
    ]);
    expect(lines[0]).not.toContain('secret');
    const limited = await logged(async () => {
      const ip = freshIp();
      for (let i = 0; i < 13; i++) await callApi('/v1/userLogin', json({ mobile: `0912${String(5550000 + i)}`, password: 'Wrong1234' }, { 'X-Forwarded-For': ip }));
    });
    expect(limited.length).toBeGreaterThan(0);
    for (const line of limited) {
      expect(line).not.toMatch(/Wrong1234|0912555|\n\s+at /);
    }
  });
});
