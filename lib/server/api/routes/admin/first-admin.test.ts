import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, inject, it, vi } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users, userStaffRoles } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer, freshMobile, loginWithCode, travel } from '@/tests/auth';
import { adminCommand, ADMIN_COMMAND_USAGE } from '../../../services/staff/admin-command';

const firstAdmin = vi.hoisted(() => ({ mobile: '09129990001' }));
vi.mock('@/lib/server/env', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/lib/server/env')>();
  return { ...mod, env: () => ({ ...mod.env(), ADMIN_MOBILE: firstAdmin.mobile }) };
});

async function adminRoleOf(mobile: string) {
  const [row] = await getDb()
    .select({ userId: users.id, role: userStaffRoles.roleKey })
    .from(users)
    .leftJoin(userStaffRoles, and(eq(userStaffRoles.userId, users.id), eq(userStaffRoles.roleKey, 'admin')))
    .where(eq(users.mobile, mobile));
  return row;
}

const grantsTo = async (userId: number) =>
  getDb().$count(auditLog, and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, String(userId)), eq(auditLog.action, 'staff.grant'), eq(auditLog.actorKind, 'system')));

describe('ADMIN_MOBILE', () => {
  it('makes that number’s account an admin when it signs in, once, audited as the system; other numbers stay customers', async () => {
    const first = await loginWithCode(firstAdmin.mobile);
    expect((await callApi('/admin/staff', bearer(first.token))).status).toBe(200);
    expect(await grantsTo(first.user.id)).toBe(1);
    travel(121_000);
    await loginWithCode(firstAdmin.mobile);
    vi.useRealTimers();
    expect(await grantsTo(first.user.id)).toBe(1);

    const other = await loginWithCode();
    expect((await callApi('/admin/me', bearer(other.token))).status).toBe(403);
  });
});

describe('npm run admin -- <mobile>', () => {
  it('makes the account (if need be) an admin, audited as the system, and says so; a second run changes nothing', async () => {
    const mobile = freshMobile();
    expect(await adminCommand([mobile.replace(/^0/, '+98')])).toMatch(new RegExp(`^${mobile} \\(user \\d+\\) is now an admin`));
    const row = await adminRoleOf(mobile);
    expect(row).toMatchObject({ role: 'admin' });
    expect(await grantsTo(row!.userId)).toBe(1);
    expect(await adminCommand([mobile])).toMatch(/is an admin already$/);
    expect(await grantsTo(row!.userId)).toBe(1);
    // The person signs in with a code like anyone and finds the console open.
    const login = await loginWithCode(mobile);
    expect((await callApi('/admin/audit', bearer(login.token))).status).toBe(200);
  });

  it('refuses anything but one mobile number, with the usage', async () => {
    await expect(adminCommand([])).rejects.toThrow(ADMIN_COMMAND_USAGE);
    await expect(adminCommand(['12345'])).rejects.toThrow(`not a mobile number: 12345\n${ADMIN_COMMAND_USAGE}`);
    await expect(adminCommand(['09121111111', '09122222222'])).rejects.toThrow(ADMIN_COMMAND_USAGE);
  });

  // The embedded test database lives in this process's memory: only PostgreSQL can be reached from the script's process.
  const template = inject('testDb');
  it.skipIf(template.kind !== 'pg')('runs as the npm script against the database of DATABASE_URL', async () => {
    if (template.kind !== 'pg') return;
    const { rows } = (await getDb().execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
    const url = new URL(template.adminUrl);
    url.pathname = `/${rows[0]!.name}`;
    const mobile = freshMobile();
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', mobile], { env: { ...process.env, DATABASE_URL: url.toString() } });
    expect(stdout).toContain(`${mobile} (user`);
    expect(await adminRoleOf(mobile)).toMatchObject({ role: 'admin' });
    const failed = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'nobody'], { env: { ...process.env, DATABASE_URL: url.toString() } }).catch((e: { code: number; stderr: string }) => e);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining(ADMIN_COMMAND_USAGE) });
  }, 60_000);
});
