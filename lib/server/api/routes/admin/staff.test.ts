import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PERMISSIONS } from '@/lib/contracts/admin/permissions';
import { staffListSchema, staffLookupSchema, staffMemberSchema, staffMessages as msg, staffRoleSchema } from '@/lib/contracts/admin/staff';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users, userStaffRoles } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { freshMobile, loginWithCode } from '@/tests/auth';
import { loginAsStaff } from '@/tests/staff';
import { z } from 'zod';

const adminToken = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock('@/lib/server/env', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/lib/server/env')>();
  return { ...mod, env: () => ({ ...mod.env(), ADMIN_TOKEN: adminToken.value }) };
});

const TOKEN = 'scripts-token-for-the-staff-test-0123';

function call(token: string, method: string, path: string, body?: unknown) {
  return callApi(path, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const grant = (token: string, mobile: string, role: string) => call(token, 'POST', '/admin/staff/grants', { mobile, role });
const revoke = (token: string, userId: number, role: string) => call(token, 'DELETE', `/admin/staff/${userId}/roles/${role}`);

async function rolesOf(userId: number) {
  return (await getDb().select({ role: userStaffRoles.roleKey }).from(userStaffRoles).where(eq(userStaffRoles.userId, userId))).map((r) => r.role).sort();
}

const auditRows = (userId: number) =>
  getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId)))).orderBy(desc(auditLog.id));

beforeEach(() => {
  adminToken.value = TOKEN;
});

describe('roles', () => {
  it('ships the six roles; admin holds every permission the code knows', async () => {
    const admin = await loginAsStaff('admin');
    const res = await call(admin.token, 'GET', '/admin/roles');
    const roles = envelope(z.array(staffRoleSchema)).parse(res.body).data;
    expect(roles.map((r) => r.key)).toEqual(['admin', 'catalog', 'content', 'orders', 'credit', 'support']);
    const of = (key: string) => roles.find((r) => r.key === key)!.permissions;
    expect(of('admin')).toEqual([...PERMISSIONS]);
    expect(of('catalog')).toEqual(['catalog.read', 'catalog.write']);
    expect(of('content')).toEqual(['content.read', 'content.write']);
    expect(of('support')).toEqual(['orders.read', 'customers.read']);
    expect(roles.every((r) => /[\u0600-\u06FF]/.test(r.title))).toBe(true);
  });
});

describe('granting a role', () => {
  it('gives a role by mobile, making the account of a number nobody has used; both writes are audited as the admin', async () => {
    const admin = await loginAsStaff('admin');
    const mobile = freshMobile();
    const res = await grant(admin.token, `+98${mobile.slice(1)}`, 'catalog');
    expect(res.status).toBe(201);
    const member = envelope(staffMemberSchema).parse(res.body).data;
    expect(member).toMatchObject({ mobile, roles: [{ key: 'catalog', title: 'کاتالوگ' }] });
    expect(res.body).toMatchObject({ message: msg.granted });
    const rows = await auditRows(member.id);
    expect(rows.map((r) => r.action)).toEqual(['staff.grant', 'create']);
    expect(rows[0]).toMatchObject({ actorKind: 'user', actorUserId: admin.user.id, actorLabel: admin.user.mobile, before: { roles: [] }, after: { roles: ['catalog'] } });
    expect(rows[1]).toMatchObject({ before: null, after: { mobile } });

    // The new staff member signs in with a code as anyone does, and holds the role.
    const login = await loginWithCode(mobile);
    expect(login.user.id).toBe(member.id);
    expect((await call(login.token, 'GET', '/admin/me')).body).toMatchObject({ data: { permissions: ['catalog.read', 'catalog.write'] } });
  });

  it('adds a second role to an existing account and refuses one it holds already (409, nothing written)', async () => {
    const admin = await loginAsStaff('admin');
    const clerk = await loginAsStaff('support');
    expect((await grant(admin.token, clerk.user.mobile, 'orders')).status).toBe(201);
    expect(await rolesOf(clerk.user.id)).toEqual(['orders', 'support']);
    const before = (await auditRows(clerk.user.id)).length;
    expect(await grant(admin.token, clerk.user.mobile, 'orders')).toMatchObject({ status: 409, body: { message: msg.alreadyHolds('سفارش‌ها') } });
    expect(await auditRows(clerk.user.id)).toHaveLength(before);
  });

  it('answers 400 in Persian for a bad mobile, a malformed role or a role the shop does not have', async () => {
    const admin = await loginAsStaff('admin');
    const mobile = freshMobile();
    expect(await grant(admin.token, '12345', 'catalog')).toMatchObject({ status: 400, body: { errors: { mobile: 'شماره موبایل را به درستی وارد کنید' } } });
    expect(await grant(admin.token, mobile, 'Catalog!')).toMatchObject({ status: 400, body: { errors: { role: msg.roleKey } } });
    expect(await grant(admin.token, mobile, 'cashier')).toMatchObject({ status: 400, body: { message: msg.noSuchRole, errors: { role: msg.noSuchRole } } });
    // Nothing half-done: the unknown role made no account either.
    expect(await getDb().$count(users, eq(users.mobile, mobile))).toBe(0);
  });

  it('is the system’s under ADMIN_TOKEN', async () => {
    const person = await loginWithCode();
    expect((await grant(TOKEN, person.user.mobile, 'content')).status).toBe(201);
    expect((await auditRows(person.user.id))[0]).toMatchObject({ action: 'staff.grant', actorKind: 'system', actorUserId: null, actorLabel: 'system' });
  });
});

describe('revoking a role', () => {
  it('takes a role back at once: the next request is refused', async () => {
    const admin = await loginAsStaff('admin');
    const editor = await loginAsStaff('content', 'catalog');
    expect((await call(editor.token, 'GET', '/admin/pages')).status).toBe(200);
    expect(await revoke(admin.token, editor.user.id, 'content')).toMatchObject({ status: 200, body: { message: msg.revoked } });
    expect(await rolesOf(editor.user.id)).toEqual(['catalog']);
    expect((await call(editor.token, 'GET', '/admin/pages')).status).toBe(403);
    expect((await auditRows(editor.user.id))[0]).toMatchObject({ action: 'staff.revoke', actorUserId: admin.user.id, before: { roles: ['catalog', 'content'] }, after: { roles: ['catalog'] } });
    expect(await revoke(admin.token, editor.user.id, 'content')).toMatchObject({ status: 404, body: { message: msg.doesNotHold } });
  });

  it('lets no admin take the admin role from themselves, and no one take the last admin’s (the refused write leaves no audit row)', async () => {
    // Everyone else's admin role goes first, so this test's admins are the shop's only ones.
    await getDb().delete(userStaffRoles).where(eq(userStaffRoles.roleKey, 'admin'));
    const admin = await loginAsStaff('admin');
    expect(await revoke(admin.token, admin.user.id, 'admin')).toMatchObject({ status: 409, body: { message: msg.ownAdmin } });
    // Through ADMIN_TOKEN the delete and its audit row are written, then the count finds no admin left: both roll back.
    const audited = (await auditRows(admin.user.id)).length;
    expect(await revoke(TOKEN, admin.user.id, 'admin')).toMatchObject({ status: 409, body: { message: msg.lastAdmin } });
    expect(await rolesOf(admin.user.id)).toEqual(['admin']);
    expect(await auditRows(admin.user.id)).toHaveLength(audited);

    const second = await loginAsStaff('admin');
    expect((await revoke(second.token, admin.user.id, 'admin')).status).toBe(200);
    expect(await rolesOf(admin.user.id)).toEqual([]);
    expect((await call(admin.token, 'GET', '/admin/me')).status).toBe(403);
  });

  it('answers 400 in Persian for a user id that is not one', async () => {
    const admin = await loginAsStaff('admin');
    expect(await call(admin.token, 'DELETE', '/admin/staff/abc/roles/catalog')).toMatchObject({ status: 400, body: { errors: { userId: msg.userId } } });
  });
});

describe('the staff list and the lookup', () => {
  it('pages the staff, finds them by mobile or name and by role, and sorts', async () => {
    const admin = await loginAsStaff('admin');
    const a = await loginAsStaff('credit');
    const b = await loginAsStaff('credit', 'support');
    await getDb().update(users).set({ fName: 'زهرا', lName: 'کریمی' }).where(eq(users.id, b.user.id));
    const list = async (query: string) => {
      const res = await call(admin.token, 'GET', `/admin/staff?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return envelope(staffListSchema).parse(res.body).data;
    };
    const credit = await list('role=credit&sort=mobile&order=asc');
    expect(credit.items.map((m) => m.id)).toEqual([a, b].sort((x, y) => x.user.mobile.localeCompare(y.user.mobile)).map((x) => x.user.id));
    expect(credit.total).toBe(2);
    expect((await list('q=کریمی')).items.map((m) => m.id)).toEqual([b.user.id]);
    const byDigits = await list(`q=${a.user.mobile.slice(-7).replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!)}`);
    expect(byDigits.items.map((m) => m.id)).toEqual([a.user.id]);
    expect((await list('q=کریمی')).items[0]).toMatchObject({ name: 'زهرا کریمی', roles: [{ key: 'credit' }, { key: 'support' }] });
    const firstPage = await list('pageSize=10&page=1');
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect((await list(`pageSize=10&page=${Math.ceil(firstPage.total / 10) + 1}`)).items).toEqual([]);
  });

  it('answers 400 in Persian for a page size, page, sort or order it does not offer', async () => {
    const admin = await loginAsStaff('admin');
    for (const [query, field, message] of [
      ['pageSize=7', 'pageSize', 'اندازه صفحه باید ۱۰، ۲۰، ۵۰ یا ۱۰۰ باشد'],
      ['page=0', 'page', 'شماره صفحه از ۱ شروع می‌شود'],
      ['sort=password', 'sort', 'مرتب‌سازی بر اساس این ستون ممکن نیست'],
      ['order=up', 'order', 'ترتیب باید asc یا desc باشد'],
    ] as const) {
      expect(await call(admin.token, 'GET', `/admin/staff?${query}`)).toMatchObject({ status: 400, body: { message, errors: { [field]: message } } });
    }
  });

  it('looks up an account by mobile in any digits; nobody’s number answers user null', async () => {
    const admin = await loginAsStaff('admin');
    const clerk = await loginAsStaff('orders');
    const persian = clerk.user.mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    const found = envelope(staffLookupSchema).parse((await call(admin.token, 'GET', `/admin/staff/lookup?mobile=${encodeURIComponent(persian)}`)).body).data;
    expect(found.user).toMatchObject({ id: clerk.user.id, roles: [{ key: 'orders' }] });
    expect((await call(admin.token, 'GET', `/admin/staff/lookup?mobile=${freshMobile()}`)).body).toEqual({ data: { user: null } });
    expect((await call(admin.token, 'GET', '/admin/staff/lookup?mobile=abc')).status).toBe(400);
  });
});

describe('who may manage staff', () => {
  it('only admins: every other role gets 403 on each staff endpoint', async () => {
    const target = await loginAsStaff('support');
    for (const role of ['catalog', 'content', 'orders', 'credit', 'support']) {
      const { token } = await loginAsStaff(role);
      for (const res of [
        await call(token, 'GET', '/admin/roles'),
        await call(token, 'GET', '/admin/staff'),
        await call(token, 'GET', `/admin/staff/lookup?mobile=${target.user.mobile}`),
        await grant(token, target.user.mobile, 'admin'),
        await revoke(token, target.user.id, 'support'),
      ]) {
        expect(res, role).toMatchObject({ status: 403, body: { message: expect.stringContaining('مدیریت کارکنان و نقش‌ها') } });
      }
    }
    expect(await rolesOf(target.user.id)).toEqual(['support']);
  });
});
