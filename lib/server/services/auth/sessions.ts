import 'server-only';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { getDb } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { env } from '../../env';
import { noteRequestUser } from '../../request-context';
import type { Tx } from '../../db/client';
import { randomToken, sha256 } from './secrets';
import type { UserRow } from './users';

/**
 * The httpOnly copy of the token that server-rendered pages read (the maintenance bypass of supervisors);
 * the API itself authenticates only by the Authorization header, so the cookie opens no CSRF path.
 */
export const SESSION_COOKIE = 'vitrin_session';

/** How long a secret key may set a new password after the code that earned it. */
const RESET_SECRET_MS = 15 * 60_000;

export type IssuedSession = { token: string; secretKey: string | null };

export async function createSession(tx: Tx, userId: number, withSecretKey: boolean): Promise<IssuedSession> {
  const now = Date.now();
  const token = randomToken();
  const secretKey = withSecretKey ? randomToken() : null;
  await tx.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    resetSecretHash: secretKey ? sha256(secretKey) : null,
    resetSecretExpiresAt: secretKey ? new Date(now + RESET_SECRET_MS) : null,
    expiresAt: new Date(now + env().SESSION_DAYS * 86_400_000),
  });
  return { token, secretKey };
}

export type SessionRow = typeof sessions.$inferSelect;
export type AuthContext = { session: SessionRow; user: UserRow };

/** The live session a bearer token names, with its user; undefined for unknown, expired or revoked tokens. */
export async function resolveSession(token: string): Promise<AuthContext | undefined> {
  if (!token) return undefined;
  const [row] = await getDb()
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A blocked account's sessions were revoked with the block; the check holds even for one issued at that moment.
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date()), isNull(users.blockedAt)))
    .limit(1);
  if (row) noteRequestUser(row.user.id);
  return row;
}

export async function revokeSession(sessionId: number): Promise<void> {
  await getDb().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Every live session of the user ends (an operator's block or "sign out everywhere"); answers how many ended. */
export async function revokeAllSessions(tx: Tx, userId: number, at: Date): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, at)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** After a password change every other login of the user ends: whoever knew the old password is out. */
export async function revokeOtherSessions(tx: Tx, userId: number, keepSessionId: number): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)));
}
