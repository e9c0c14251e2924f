import 'server-only';
import bcrypt from 'bcryptjs';
import { eq } from 'drizzle-orm';
import type { LoginAnswer } from '@/lib/contracts/auth';
import { getDb } from '../../db/client';
import { users } from '../../db/schema';
import { UnauthorizedError } from '../../errors';
import { authServerMessages as msg } from './auth-messages';
import { checkCode, verdictError, type Verdict } from './otp';
import { createSession } from './sessions';
import { findUserByMobile, hasMainData, toUser, type UserRow } from './users';

// Compared against when the number has no account or no password, so every failure costs the same time.
const DUMMY_HASH = bcrypt.hashSync('no-such-password', 10);

/**
 * Code login (SPEC §7 userLoginBySMS): the first login creates the account. A recovery code, or an account
 * without a password yet, answers newPassword with a secret key that lets this session set one (step 5).
 */
export async function loginByCode(mobile: string, code: string): Promise<LoginAnswer> {
  const result = await getDb().transaction(async (tx): Promise<{ verdict: Verdict; answer?: LoginAnswer }> => {
    const verdict = await checkCode(mobile, code, tx);
    if (!verdict.ok) return { verdict };
    let user = await findUserByMobile(mobile, tx);
    if (!user) [user] = await tx.insert(users).values({ mobile }).returning();
    const row = user!;
    const newPassword = verdict.purpose === 'reset' || !row.passwordHash;
    const { token, secretKey } = await createSession(tx, row.id, newPassword);
    return { verdict, answer: await answerFor(row, token, newPassword, secretKey, tx) };
  });
  if (!result.verdict.ok) throw verdictError(result.verdict.error);
  return result.answer!;
}

export async function loginByPassword(mobile: string, password: string): Promise<LoginAnswer> {
  const user = await findUserByMobile(mobile);
  const matches = await bcrypt.compare(password, user?.passwordHash ?? DUMMY_HASH);
  if (!user?.passwordHash || !matches) throw new UnauthorizedError(msg.wrongPassword);
  return getDb().transaction(async (tx) => {
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
