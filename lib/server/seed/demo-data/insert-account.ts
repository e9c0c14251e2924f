import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cities, provinces, users } from '../../db/schema';
import { notifyUser } from '../../services/account/notifications';
import { demoCustomer, demoCustomerNotifications, demoSupervisor } from './accounts';
import type { Tx } from '../../db/client';

/**
 * The customer and the supervisor live in the capital of Tehran province, so their profiles are complete and their
 * logins need no profile step.
 */
export async function seedDemoAccounts(tx: Tx): Promise<void> {
  const [place] = await tx
    .select({ provinceId: provinces.id, cityId: cities.id })
    .from(provinces)
    .innerJoin(cities, and(eq(cities.provinceId, provinces.id), eq(cities.isCapital, true)))
    .where(eq(provinces.title, 'تهران'))
    .limit(1);
  const [customer] = await tx.insert(users).values({ ...demoCustomer, ...place }).returning({ id: users.id });
  await tx.insert(users).values({ ...demoSupervisor, ...place });
  for (const n of demoCustomerNotifications) await notifyUser(tx, { userId: customer!.id, ...n });
}
