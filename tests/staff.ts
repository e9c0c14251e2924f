import type { LoginAnswer } from '@/lib/contracts/auth';
import { getDb } from '@/lib/server/db/client';
import { userStaffRoles } from '@/lib/server/db/schema';
import { loginWithCode } from './auth';

/** Gives roles straight in the database: test set-up, not the API under test. */
export async function grantRoles(userId: number, ...roles: string[]): Promise<void> {
  await getDb()
    .insert(userStaffRoles)
    .values(roles.map((roleKey) => ({ userId, roleKey })))
    .onConflictDoNothing();
}

/** A new account signed in with a code and holding these roles. */
export async function loginAsStaff(...roles: string[]): Promise<LoginAnswer> {
  const login = await loginWithCode();
  await grantRoles(login.user.id, ...roles);
  return login;
}
