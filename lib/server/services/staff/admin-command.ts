import 'server-only';
import { normalizeMobile } from '@/lib/validators/mobile';
import { getDb } from '../../db/client';
import { ValidationError } from '../../errors';
import { SYSTEM_ACTOR } from '../audit/audit-log';
import { ensureAdmin } from './staff-roles';

export const ADMIN_COMMAND_USAGE = 'usage: npm run admin -- <mobile>   e.g. npm run admin -- 09121234567';

/** `npm run admin -- <mobile>`: the account of the number (made if need be) holds the admin role; audited as system. */
export async function adminCommand(args: readonly string[]): Promise<string> {
  const mobile = args.length === 1 ? normalizeMobile(args[0]!) : null;
  if (!mobile) throw new ValidationError(`${args.length === 1 ? `not a mobile number: ${args[0]}\n` : ''}${ADMIN_COMMAND_USAGE}`);
  const { userId, granted } = await getDb().transaction((tx) => ensureAdmin(tx, SYSTEM_ACTOR, mobile));
  return granted
    ? `${mobile} (user ${userId}) is now an admin; they sign in at /login with a one-time code and open /admin`
    : `${mobile} (user ${userId}) is an admin already`;
}
