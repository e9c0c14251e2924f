import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { errorBodySchema } from '@/lib/contracts/envelope';
import { PERMISSION_LABELS, PERMISSIONS, type Permission } from '@/lib/contracts/admin/permissions';
import { env } from '../env';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { SYSTEM_ACTOR, type AuditActor } from '../services/audit/audit-log';
import { resolveSession } from '../services/auth/sessions';
import { staffAccess } from '../services/staff/access';
import { bearerToken } from './auth-session';

/** The caller of an /api/admin endpoint: who (for the audit log) and what they may do. */
export type StaffContext = { actor: AuditActor; roles: { key: string; title: string }[]; permissions: ReadonlySet<Permission> };

declare module 'hono' {
  interface ContextVariableMap {
    staff: StaffContext;
  }
}

export const ADMIN_SECURITY_SCHEME = 'adminToken';

export const adminAccessMessages = {
  signIn: 'برای ورود به کنسول مدیریت ابتدا وارد حساب کاربری خود شوید',
  staffOnly: 'این بخش فقط برای کارکنان فروشگاه است',
  missing: (permission: Permission) => `شما اجازه «${PERMISSION_LABELS[permission]}» را ندارید؛ از مدیر فروشگاه بخواهید نقش لازم را به شما بدهد`,
} as const;

// Hashing first makes both sides the same length, so the comparison takes the same time whatever was sent.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function tokenMatches(sent: string, expected: string): boolean {
  return timingSafeEqual(digest(sent), digest(expected));
}

/** 'staff': any staff member (the console's own endpoints); otherwise the one permission the endpoint needs. */
export type Requirement = Permission | 'staff';

/**
 * The one check of every /api/admin endpoint: 401 without a live session (or ADMIN_TOKEN), 403 in Persian without
 * the permission. ADMIN_TOKEN holds every permission and its writes are the system's in the audit log.
 */
export function requirePermission(requirement: Requirement) {
  return createMiddleware(async (c, next) => {
    const sent = bearerToken(c);
    if (!sent) throw new UnauthorizedError(adminAccessMessages.signIn);
    const adminToken = env().ADMIN_TOKEN;
    if (adminToken && tokenMatches(sent, adminToken)) {
      c.set('staff', { actor: SYSTEM_ACTOR, roles: [], permissions: new Set(PERMISSIONS) });
      return next();
    }
    const auth = await resolveSession(sent);
    if (!auth) throw new UnauthorizedError(adminAccessMessages.signIn);
    const { roles, permissions } = await staffAccess(auth.user.id);
    if (permissions.length === 0) throw new ForbiddenError(adminAccessMessages.staffOnly);
    if (requirement !== 'staff' && !permissions.includes(requirement)) throw new ForbiddenError(adminAccessMessages.missing(requirement));
    c.set('auth', auth);
    c.set('staff', { actor: { kind: 'user', userId: auth.user.id, mobile: auth.user.mobile }, roles, permissions: new Set(permissions) });
    return next();
  });
}

/** The audit actor of the request (set by requirePermission). */
export const actorOf = (c: Context): AuditActor => c.get('staff').actor;

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } });

type AdminRouteConfig = Omit<RouteConfig, 'middleware' | 'security' | 'tags'>;

/**
 * An /api/admin route: createRoute's config plus the permission it needs. It adds the permission check, the bearer
 * security, the 'admin' tag, the 401/403 answers and `x-permission` to the OpenAPI document.
 */
export function adminRoute<R extends AdminRouteConfig>(requirement: Requirement, config: R) {
  return createRoute({
    ...config,
    tags: ['admin'],
    security: [{ [ADMIN_SECURITY_SCHEME]: [] }],
    'x-permission': requirement,
    middleware: [requirePermission(requirement)] as const,
    responses: {
      ...config.responses,
      401: errorAnswer('No session, an expired one, or a wrong token'),
      403: errorAnswer(requirement === 'staff' ? 'Not a staff member' : `Lacks the permission ${requirement}`),
    },
  });
}

export function registerAdminSecurity(app: OpenAPIHono): void {
  app.openAPIRegistry.registerComponent('securitySchemes', ADMIN_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: "A staff member's session token (their permissions apply), or ADMIN_TOKEN for scripts (every permission; audited as system)",
  });
}
