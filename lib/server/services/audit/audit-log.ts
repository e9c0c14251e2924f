import 'server-only';
import { now } from '../../clock';
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made an admin write: a signed-in staff member, or the system (ADMIN_TOKEN, ADMIN_MOBILE, `npm run admin`). */
export type AuditActor = { kind: 'user'; userId: number; mobile: string } | { kind: 'system' };

export const SYSTEM_ACTOR: AuditActor = { kind: 'system' };

type Fields = Record<string, unknown>;

export type AuditEntry = {
  /** What was changed, in snake case ('user', 'settings', 'content_page', 'order', 'product'…). */
  entityType: string;
  entityId: string | number;
  /** 'create', 'update', 'delete', or the domain's verb ('staff.grant', 'order.status', 'loan.decide'…). */
  action: string;
  /** The record before the write (null on create) and after it (null on delete). */
  before: Fields | null;
  after: Fields | null;
};

// Dates become ISO strings and undefined fields disappear, as they would in the jsonb column.
const plain = (fields: Fields): Fields => JSON.parse(JSON.stringify(fields)) as Fields;

/** On an update only the fields whose value changed are kept, on both sides; creates and deletes keep the record. */
export function changedFields(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before: before && plain(before), after: after && plain(after) };
  const [b, a] = [plain(before), plain(after)];
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]));
  return { before: Object.fromEntries(keys.map((k) => [k, b[k] ?? null])), after: Object.fromEntries(keys.map((k) => [k, a[k] ?? null])) };
}

/**
 * The audit row of an admin write. Call it with the write's own transaction: the row commits with the change, and a
 * write that fails after it (or before) leaves neither.
 */
export async function audit(tx: Tx, actor: AuditActor, entry: AuditEntry): Promise<void> {
  const { before, after } = changedFields(entry.before, entry.after);
  await tx.insert(auditLog).values({
    at: now(),
    actorKind: actor.kind,
    actorUserId: actor.kind === 'user' ? actor.userId : null,
    actorLabel: actor.kind === 'user' ? actor.mobile : 'system',
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    action: entry.action,
    before,
    after,
  });
}
