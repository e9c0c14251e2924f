import 'server-only';
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Named sets of permissions (docs/console.md "Roles"); the shop's roles are rows, written by their migration. */
export const staffRoles = pgTable('staff_roles', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** The permissions (lib/contracts/admin/permissions.ts) each role holds. */
export const staffRolePermissions = pgTable(
  'staff_role_permissions',
  {
    roleKey: text('role_key')
      .notNull()
      .references(() => staffRoles.key, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleKey, t.permission] })],
);

/** Who holds which role; a user may hold several. Staff are the users with at least one row here. */
export const userStaffRoles = pgTable(
  'user_staff_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleKey: text('role_key')
      .notNull()
      .references(() => staffRoles.key),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null when the system granted it (ADMIN_TOKEN, ADMIN_MOBILE, `npm run admin`). */
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleKey] }), index('user_staff_roles_role_idx').on(t.roleKey)],
);

export const AUDIT_ACTOR_KINDS = ['user', 'system'] as const;

/**
 * Every write made through /api/admin, one row each, written in the write's own transaction
 * (services/audit/audit-log.ts). before/after hold the fields that changed (whole records on create and delete).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** Kept when the user is deleted (set null), so the row still says a person did it. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's mobile at the time, readable even after the account is gone. */
    actorLabel: text('actor_label').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.at),
    index('audit_log_entity_id_idx').on(t.entityId),
    index('audit_log_actor_idx').on(t.actorLabel, t.at),
    check('audit_log_actor_kind_check', sql`${t.actorKind} in ('user', 'system')`),
    check('audit_log_actor_check', sql`${t.actorKind} = 'user' or (${t.actorUserId} is null and ${t.actorLabel} = 'system')`),
  ],
);
