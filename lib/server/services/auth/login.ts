import 'server-only';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import type { LoginAnswer } from '@/lib/contracts/auth';
import { getDb, type Tx } from '../../db/client';
import { users } from '../../db/schema';
import { env } from '../../env';
import { ForbiddenError, UnauthorizedError } from '../../errors';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { ensureAdmin } from '../staff/staff-roles';
import { beginAttempts } from '../../security/attempt-guard';
import { codeByAddress, passwordByAddress, passwordByNumber } from '../../security/guards';
import { authServerMessages as msg } from './auth-messages';
import { checkCode, verdictError, type Verdict } from './otp';
import { createSession } from './sessions';
import { findUserByMobile, hasMainData, toUser, type UserRow } from './users';

// Compared against when the number has no account or no password, so every failure costs the same time.
const DUMMY_HASH = bcrypt.hashSync('no-such-password', 10);

/** ADMIN_MOBILE (docs/console.md "The first admin"): its account holds the admin role once it signs in. */
async function firstAdmin(tx: Tx, mobile: string): Promise<void> {
  if (mobile === env().ADMIN_MOBILE) await ensureAdmin(tx, SYSTEM_ACTOR, mobile);
}

/**
 * Code login (SPEC §7 userLoginBySMS): the first login creates the account. A recovery code, or an account
 * without a password yet, answers newPassword with a secret key that lets this session set one (step 5).
 */
export async function loginByCode(mobile: string, code: string, clientAddress: string): Promise<LoginAnswer> {
  const attempt = await codeByAddress.begin(clientAddress);
  const result = await getDb().transaction(async (tx): Promise<{ verdict: Verdict; answer?: LoginAnswer; blocked?: true }> => {
    const verdict = await checkCode(mobile, code, tx);
    if (!verdict.ok) return { verdict };
    let user = await findUserByMobile(mobile, tx);
    if (!user) [user] = await tx.insert(users).values({ mobile }).returning();
    const row = user!;
    // The code is used up all the same: a blocked account gets no session, whatever it tries.
    if (row.blockedAt) return { verdict, blocked: true };
    await firstAdmin(tx, mobile);
    const newPassword = verdict.purpose === 'reset' || !row.passwordHash;
    const { token, secretKey } = await createSession(tx, row.id, newPassword);
    return { verdict, answer: await answerFor(row, token, newPassword, secretKey, tx) };
  });
  if (!result.verdict.ok) throw verdictError(result.verdict.error);
  if (result.blocked) throw new ForbiddenError(msg.blocked);
  // The owner proved they hold the phone: a lock others caused on the number's password ends.
  await Promise.all([attempt.succeeded(), passwordByNumber.clear(mobile)]);
  return result.answer!;
}

/**
 * Password login, after the number's and the client address's limits (security/guards.ts): a locked or waiting
 * attempt is refused before bcrypt runs, so a flood costs no hashing, and a wrong try counts even when parallel.
 */
export async function loginByPassword(mobile: string, password: string, clientAddress: string): Promise<LoginAnswer> {
  const attempt = await beginAttempts([
    [passwordByNumber, mobile],
    [passwordByAddress, clientAddress],
  ]);
  const user = await findUserByMobile(mobile);
  const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user?.passwordHash || !matches) throw new UnauthorizedError(msg.wrongPassword);
  await attempt.succeeded();
  if (user.blockedAt) throw new ForbiddenError(msg.blocked);
  return getDb().transaction(async (tx) => {
    await firstAdmin(tx, mobile);
    const { token } = await createSession(tx, user.id, false);
    return answerFor(user, token, false, null, tx);
  });
}

async function answerFor(
  row: UserRow,
  token: string,
  newPassword: boolean,
  secretKey: string | null,
  tx: Parameters<typeof toUser>[1],
): Promise<LoginAnswer> {
  return { token, role: row.role, hasMainData: hasMainData(row), newPassword, secretKey, user: await toUser(row, tx) };
}

export async function userById(id: number): Promise<UserRow | undefined> {
  const [row] = await getDb().select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}
