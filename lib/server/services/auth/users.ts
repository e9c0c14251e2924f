import 'server-only';
import { eq } from 'drizzle-orm';
import type { User } from '@/lib/contracts/auth';
import { getDb, type Db } from '../../db/client';
import { users } from '../../db/schema';
import { walletBalance } from '../wallet/ledger';
import { countUnseenNotifications } from '../account/notifications';

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Db, 'select'>;

/** The profile counts as complete once every field the profile step requires on the wire is stored. */
export function hasMainData(row: UserRow): boolean {
  return Boolean(row.fName && row.lName && row.nationalCode && row.provinceId && row.cityId);
}

/** Rows to the SPEC §3 wire shape, in one place. */
export async function toUser(row: UserRow, db: Reader = getDb()): Promise<User> {
  return {
    id: row.id,
    mobile: row.mobile,
    fName: row.fName,
    lName: row.lName,
    nationalCode: row.nationalCode,
    birthDate: row.birthDate ? `${row.birthDate}T00:00:00` : null,
    provinceId: row.provinceId,
    cityId: row.cityId,
    role: row.role,
    noCheck: row.role === 'seller',
    wallet: await walletBalance(row.id, db),
    newNotifications: await countUnseenNotifications(row.id, db),
    hasMainData: hasMainData(row),
  };
}

export async function findUserByMobile(mobile: string, db: Reader = getDb()): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}
