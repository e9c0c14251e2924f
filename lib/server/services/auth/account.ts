import 'server-only';
import bcrypt from 'bcryptjs';
import { and, eq, gt } from 'drizzle-orm';
import type { User, UserInfoValues } from '@/lib/contracts/auth';
import { getDb } from '../../db/client';
import { cities, provinces, sessions, users } from '../../db/schema';
import { ConflictError, UnauthorizedError, ValidationError } from '../../errors';
import { authServerMessages as msg } from './auth-messages';
import { revokeOtherSessions, type AuthContext } from './sessions';
import { sha256 } from './secrets';
import { toUser } from './users';

/** bcrypt's cost: about 0.1 s per hash here, slow enough against guessing, quick enough for a login. */
const BCRYPT_COST = 10;

/**
 * SPEC §7 reset password: the session must hold the secret key its code login earned. The key is single-use,
 * and every other session of the user ends.
 */
export async function setPassword({ session, user }: AuthContext, secretKey: string, password: string): Promise<void> {
  const hash = await bcrypt.hash(password, BCRYPT_COST);
  await getDb().transaction(async (tx) => {
    const used = await tx
      .update(sessions)
      .set({ resetSecretHash: null, resetSecretExpiresAt: null })
      .where(
        and(
          eq(sessions.id, session.id),
          eq(sessions.resetSecretHash, sha256(secretKey)),
          gt(sessions.resetSecretExpiresAt, new Date()),
        ),
      )
      .returning({ id: sessions.id });
    if (used.length === 0) throw new UnauthorizedError(msg.badSecretKey);
    await tx.update(users).set({ passwordHash: hash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeOtherSessions(tx, user.id, session.id);
  });
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';

/** SPEC §5 profile: the city must lie in the province, and a stored national code never changes. */
export async function updateUserInfo(userId: number, values: UserInfoValues): Promise<User> {
  try {
    return await getDb().transaction(async (tx) => {
      const [place] = await tx
        .select({ provinceId: provinces.id, cityProvinceId: cities.provinceId })
        .from(provinces)
        .leftJoin(cities, eq(cities.id, values.cityId))
        .where(eq(provinces.id, values.provinceId))
        .limit(1);
      if (!place) throw new ValidationError(msg.unknownProvince, { provinceId: msg.unknownProvince });
      if (place.cityProvinceId !== values.provinceId) {
        throw new ValidationError(msg.cityOfOtherProvince, { cityId: msg.cityOfOtherProvince });
      }
      const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!current) throw new UnauthorizedError();
      if (current.nationalCode && current.nationalCode !== values.nationalCode) {
        throw new ValidationError(msg.nationalCodeLocked, { nationalCode: msg.nationalCodeLocked });
      }
      const [row] = await tx
        .update(users)
        .set({
          fName: values.fname,
          lName: values.lname,
          nationalCode: values.nationalCode,
          provinceId: values.provinceId,
          cityId: values.cityId,
          birthDate: values.birthDate ? values.birthDate.slice(0, 10) : current.birthDate,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning();
      return toUser(row!, tx);
    });
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as { cause?: unknown }).cause)) {
      throw new ConflictError(msg.nationalCodeTaken);
    }
    throw error;
  }
}
