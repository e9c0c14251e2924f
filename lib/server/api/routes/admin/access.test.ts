import { describe, expect, it, vi } from 'vitest';
import { PERMISSION_LABELS } from '@/lib/contracts/admin/permissions';
import { consoleMeSchema } from '@/lib/contracts/admin/staff';
import { envelope } from '@/lib/contracts/envelope';
import { callApi } from '@/tests/api';
import { loginWithCode } from '@/tests/auth';
import { loginAsStaff } from '@/tests/staff';
import { adminAccessMessages } from '../../admin-access';

const TOKEN = 'scripts-token-for-the-access-test-01';
vi.mock('@/lib/server/env', async (importOriginal) => {
  const mod = await importOriginal<typeof import('@/lib/server/env')>();
  return { ...mod, env: () => ({ ...mod.env(), ADMIN_TOKEN: TOKEN }) };
});

const call = (token: string | null, method: string, path: string, body?: unknown) =>
  callApi(path, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

// One endpoint of each permission; bodies are valid, so an allowed caller is never turned away by validation.
const endpoints = {
  'content.write': ['PUT', '/admin/settings', { catalogMode: false }],
  'content.read': ['GET', '/admin/pages'],
  'orders.read': ['GET', '/admin/orders'],
  'orders.write': ['POST', '/admin/orders/999999/status', { status: 'processing' }],
  'credit.read': ['GET', '/admin/planRequests'],
  'credit.write': ['PUT', '/admin/cooperationRequestDecision'],
  'staff.manage': ['GET', '/admin/staff'],
  'audit.read': ['GET', '/admin/audit'],
} as const;
type Guarded = keyof typeof endpoints;

const request = (token: string, permission: Guarded) => {
  const [method, path, body] = endpoints[permission] as readonly [string, string, unknown?];
  return call(token, method, path, body);
};

// What each role may not do, and what it may (the migration's table, docs/console.md).
const matrix: Record<string, { denied: Guarded[]; allowed: Guarded[] }> = {
  catalog: { denied: ['content.write', 'content.read', 'orders.read', 'orders.write', 'credit.read', 'credit.write', 'staff.manage', 'audit.read'], allowed: [] },
  content: { denied: ['orders.read', 'orders.write', 'credit.read', 'credit.write', 'staff.manage', 'audit.read'], allowed: ['content.write', 'content.read'] },
  orders: { denied: ['content.write', 'content.read', 'credit.read', 'credit.write', 'staff.manage', 'audit.read'], allowed: ['orders.read', 'orders.write'] },
  credit: { denied: ['content.write', 'orders.read', 'orders.write', 'staff.manage', 'audit.read'], allowed: ['credit.read', 'credit.write'] },
  support: { denied: ['orders.write', 'content.write', 'credit.read', 'credit.write', 'staff.manage', 'audit.read'], allowed: ['orders.read'] },
  admin: { denied: [], allowed: ['content.write', 'content.read', 'orders.read', 'orders.write', 'credit.read', 'credit.write', 'staff.manage', 'audit.read'] },
};

describe('the permission check of /api/admin', () => {
  it.each(Object.entries(matrix))('role %s: 403 with the missing permission named in Persian where it may not act, through where it may', async (role, { denied, allowed }) => {
    const { token } = await loginAsStaff(role);
    for (const permission of denied) {
      const res = await request(token, permission);
      expect(res, `${role} → ${permission}`).toMatchObject({ status: 403, body: { message: adminAccessMessages.missing(permission) } });
      expect((res.body as { message: string }).message).toContain(PERMISSION_LABELS[permission]);
    }
    for (const permission of allowed) {
      const res = await request(token, permission);
      expect([401, 403], `${role} → ${permission}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
    }
  });

  it('answers 401 without a session and 403 to a customer, on every endpoint', async () => {
    const customer = await loginWithCode();
    for (const permission of Object.keys(endpoints) as Guarded[]) {
      const [method, path] = endpoints[permission];
      expect(await call(null, method, path), path).toMatchObject({ status: 401, body: { message: adminAccessMessages.signIn } });
      expect(await request(customer.token, permission), path).toMatchObject({ status: 403, body: { message: adminAccessMessages.staffOnly } });
    }
    expect(await call(customer.token, 'GET', '/admin/me')).toMatchObject({ status: 403, body: { message: adminAccessMessages.staffOnly } });
  });

  it('gives a holder of several roles the union of their permissions', async () => {
    const { token } = await loginAsStaff('content', 'support');
    const me = envelope(consoleMeSchema).parse((await call(token, 'GET', '/admin/me')).body).data;
    expect(me.roles.map((r) => r.key)).toEqual(['content', 'support']);
    expect(me.permissions).toEqual(['content.read', 'content.write', 'orders.read', 'customers.read']);
    expect((await request(token, 'orders.read')).status).toBe(200);
    expect((await request(token, 'orders.write')).status).toBe(403);
  });

  it('lets ADMIN_TOKEN do everything, as the system', async () => {
    const me = envelope(consoleMeSchema).parse((await call(TOKEN, 'GET', '/admin/me')).body).data;
    expect(me).toMatchObject({ user: null, roles: [] });
    expect(me.permissions).toContain('staff.manage');
    for (const permission of Object.keys(endpoints) as Guarded[]) expect([401, 403]).not.toContain((await request(TOKEN, permission)).status);
  });

  it('documents every /api/admin operation with the admin security and the permission it needs', async () => {
    const doc = (await callApi('/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown; 'x-permission'?: string; responses: Record<string, unknown> }>> };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/admin/'))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, op })));
    expect(operations.length).toBeGreaterThan(15);
    for (const { at, op } of operations) {
      expect(op.security, at).toEqual([{ adminToken: [] }]);
      expect(op['x-permission'], at).toMatch(/^(staff|[a-z]+\.[a-z]+)$/);
      expect(Object.keys(op.responses), at).toEqual(expect.arrayContaining(['401', '403']));
    }
  });
});
