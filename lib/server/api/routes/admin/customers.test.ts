import bcrypt from 'bcryptjs';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { customerListSchema, customerSchema, walletLedgerSchema } from '@/lib/contracts/admin/customers';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users } from '@/lib/server/db/schema';
import { walletBalance } from '@/lib/server/services/wallet/ledger';
import { callApi } from '@/tests/api';
import { freshIp, json, lastMessageTo, loginWithCode, sendCode, travel, validNationalCode } from '@/tests/auth';
import { dataOf, giveWallet, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const rowsOf = (userId: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId)))).orderBy(desc(auditLog.id));

afterEach(() => vi.useRealTimers());

const passwordLogin = (mobile: string) => callApi('/v1/userLogin', json({ mobile, password: 'Secret-pass-1' }));

const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

describe('console customers: permissions', () => {
  it('reads need customers.read, writes customers.write; other roles get 403', async () => {
    const { user } = await loginWithCode();
    const calls: [string, string, unknown?][] = [
      ['GET', '/admin/customers'],
      ['GET', `/admin/customers/${user.id}`],
      ['GET', `/admin/customers/${user.id}/wallet`],
      ['POST', `/admin/customers/${user.id}/wallet`, { direction: 'credit', amount: 1000, reason: 'هدیه' }],
      ['PUT', `/admin/customers/${user.id}/kind`, { kind: 'seller' }],
      ['PUT', `/admin/customers/${user.id}/block`, { blocked: true, reason: 'تقلب' }],
      ['POST', `/admin/customers/${user.id}/sessions/end`],
    ];
    for (const role of ['catalog', 'content', 'credit']) {
      const staff = await loginAsStaff(role);
      for (const [method, path, body] of calls) expect((await userJson(method, path, staff.token, body)).status, `${role} ${method} ${path}`).toBe(403);
    }
    const support = await loginAsStaff('support');
    for (const [method, path, body] of calls.slice(0, 3)) expect((await userJson(method, path, support.token, body)).status).toBe(200);
    for (const [method, path, body] of calls.slice(3)) {
      const res = await userJson(method, path, support.token, body);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: expect.stringContaining('ویرایش مشتریان و کیف پول') });
    }
    expect(await rowsOf(user.id)).toEqual([]);
    expect(await walletBalance(user.id)).toBe(0);
  });
});

describe('console customers: search and page', () => {
  it('finds a customer by mobile in Persian digits, national code, last digits and name', async () => {
    const clerk = await loginAsStaff('orders');
    const { user } = await loginWithCode();
    const nationalCode = validNationalCode();
    await getDb().update(users).set({ fName: 'نگار', lName: `جست‌وجو${user.id}`, nationalCode }).where(eq(users.id, user.id));
    const find = async (q: string) => {
      const res = await userJson('GET', `/admin/customers?q=${encodeURIComponent(q)}`, clerk.token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return dataOf(customerListSchema, res.body).items.map((c) => c.id);
    };
    expect(await find(persian(user.mobile))).toEqual([user.id]);
    expect(await find(persian(nationalCode))).toEqual([user.id]);
    expect(await find(user.mobile.slice(-7))).toContain(user.id);
    expect(await find(`جست‌وجو${user.id}`)).toEqual([user.id]);
    expect((await userJson('GET', '/admin/customers?kind=boss', clerk.token)).status).toBe(400);

    await giveWallet(user.id, 50_000);
    const page = dataOf(customerSchema, (await userJson('GET', `/admin/customers/${user.id}`, clerk.token)).body);
    expect(page).toMatchObject({ id: user.id, name: `نگار جست‌وجو${user.id}`, nationalCode, kind: 'customer', blocked: false, walletBalance: 50_000, activeSessions: 1, staffRoles: [] });
    expect((await userJson('GET', '/admin/customers/999999', clerk.token)).status).toBe(404);
  });
});

describe('console customers: wallet adjustments', () => {
  it('credits and debits with a reason, never below zero, each audited and in the ledger', async () => {
    const clerk = await loginAsStaff('orders');
    const { user } = await loginWithCode();
    const adjust = (body: unknown) => userJson('POST', `/admin/customers/${user.id}/wallet`, clerk.token, body);

    expect((await adjust({ direction: 'credit', amount: 1000 })).status).toBe(400);
    expect((await adjust({ direction: 'credit', amount: -5, reason: 'جبران تأخیر' })).status).toBe(400);
    expect((await adjust({ direction: 'sideways', amount: 5, reason: 'جبران تأخیر' })).status).toBe(400);

    const credited = await adjust({ direction: 'credit', amount: '۲۰۰٬۰۰۰', reason: 'جبران تأخیر ارسال' });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    expect(dataOf(customerSchema, credited.body).walletBalance).toBe(200_000);

    const tooMuch = await adjust({ direction: 'debit', amount: 200_001, reason: 'اصلاح اشتباه' });
    expect(tooMuch.status).toBe(409);
    expect(JSON.stringify(tooMuch.body)).toMatch(/[\u0600-\u06FF]/);
    expect(await walletBalance(user.id)).toBe(200_000);

    // Two debits of the whole balance at once: one wins, the other is refused; the balance stays at zero.
    const both = await Promise.all([adjust({ direction: 'debit', amount: 200_000, reason: 'اصلاح اول' }), adjust({ direction: 'debit', amount: 200_000, reason: 'اصلاح دوم' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await walletBalance(user.id)).toBe(0);

    const ledger = dataOf(walletLedgerSchema, (await userJson('GET', `/admin/customers/${user.id}/wallet`, clerk.token)).body);
    expect(ledger.balance).toBe(0);
    expect(ledger.items.map((e) => [e.amount, e.kind])).toEqual([
      [-200_000, 'adjustment'],
      [200_000, 'adjustment'],
    ]);
    expect(ledger.items[1]!.reason).toBe('جبران تأخیر ارسال');

    const rows = await rowsOf(user.id);
    expect(rows.map((r) => r.action)).toEqual(['wallet.adjust', 'wallet.adjust']);
    expect(rows[1]).toMatchObject({ actorUserId: clerk.user.id, before: { walletBalance: 0 }, after: { walletBalance: 200_000, direction: 'credit', amount: 200_000, reason: 'جبران تأخیر ارسال' } });
  });
});

describe('console customers: kind, block and sessions', () => {
  it('sets the seller flag and the supervisor kind, audited; the same kind again is refused', async () => {
    const clerk = await loginAsStaff('orders');
    const { user } = await loginWithCode();
    const setKind = (kind: string) => userJson('PUT', `/admin/customers/${user.id}/kind`, clerk.token, { kind });
    expect(dataOf(customerSchema, (await setKind('seller')).body).kind).toBe('seller');
    expect((await setKind('seller')).status).toBe(409);
    expect((await setKind('admin')).status).toBe(400);
    expect((await setKind('supervisor')).status).toBe(200);
    expect((await rowsOf(user.id)).map((r) => r.after)).toEqual([{ kind: 'supervisor' }, { kind: 'seller' }]);
  });

  it('a blocked customer is signed out everywhere and cannot sign in by code or password until the block is lifted', async () => {
    const clerk = await loginAsStaff('orders');
    const first = await loginWithCode();
    await getDb().update(users).set({ passwordHash: await bcrypt.hash('Secret-pass-1', 4) }).where(eq(users.id, first.user.id));
    const second = dataOf(z.object({ token: z.string() }), (await passwordLogin(first.user.mobile)).body);
    const block = (body: unknown) => userJson('PUT', `/admin/customers/${first.user.id}/block`, clerk.token, body);

    const noReason = await block({ blocked: true });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(noReason.body)).toContain('دلیل مسدود کردن');

    const blocked = await block({ blocked: true, reason: 'سفارش‌های جعلی' });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(dataOf(customerSchema, blocked.body)).toMatchObject({ blocked: true, blockedReason: 'سفارش‌های جعلی', activeSessions: 0 });
    for (const token of [first.token, second.token]) expect((await userJson('GET', '/user/orders', token)).status).toBe(401);
    expect((await block({ blocked: true, reason: 'دوباره' })).status).toBe(409);

    travel(121_000);
    expect((await sendCode(first.user.mobile, freshIp())).status).toBe(200);
    const { code } = (await lastMessageTo(first.user.mobile))!;
    const byCode = await callApi('/v1/userLoginBySMS', json({ mobile: first.user.mobile, code }));
    expect(byCode.status).toBe(403);
    expect(byCode.body).toMatchObject({ message: expect.stringContaining('مسدود') });
    const byPassword = await passwordLogin(first.user.mobile);
    expect(byPassword.status).toBe(403);

    expect((await block({ blocked: false })).status).toBe(200);
    expect((await passwordLogin(first.user.mobile)).status).toBe(200);
    expect((await rowsOf(first.user.id)).map((r) => [r.action, r.after])).toEqual([
      ['customer.unblock', { blocked: false, reason: null }],
      ['customer.block', { blocked: true, reason: 'سفارش‌های جعلی', sessionsEnded: 2 }],
    ]);
  });

  it('staff accounts are not blocked from here', async () => {
    const clerk = await loginAsStaff('orders');
    const colleague = await loginAsStaff('catalog');
    const res = await userJson('PUT', `/admin/customers/${colleague.user.id}/block`, clerk.token, { blocked: true, reason: 'آزمایش' });
    expect(res.status).toBe(409);
    expect((await userJson('GET', '/admin/me', colleague.token)).status).toBe(200);
    expect(await rowsOf(colleague.user.id)).toEqual([]);
  });

  it('ends every session; the customer may sign in again', async () => {
    const clerk = await loginAsStaff('orders');
    const buyer = await loginWithCode();
    const ended = await userJson('POST', `/admin/customers/${buyer.user.id}/sessions/end`, clerk.token);
    expect(ended.status).toBe(200);
    expect(dataOf(customerSchema, ended.body).activeSessions).toBe(0);
    expect((await userJson('GET', '/user/orders', buyer.token)).status).toBe(401);
    travel(121_000);
    expect((await loginWithCode(buyer.user.mobile)).token).toBeTruthy();
    expect((await rowsOf(buyer.user.id))[0]).toMatchObject({ action: 'customer.sessions_end', after: { sessionsEnded: 1 } });
  });
});
