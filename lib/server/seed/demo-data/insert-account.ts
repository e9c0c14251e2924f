import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cities, provinces, users } from '../../db/schema';
import { notifyUser } from '../../services/account/notifications';
import { demoCustomer, demoCustomerNotifications } from './accounts';
import type { Tx } from './insert-catalog';

/** Lives in the capital of Tehran province, so the profile is complete and the login needs no profile step. */
export async function seedDemoCustomer(tx: Tx): Promise<void> {
  const [place] = await tx
    .select({ provinceId: provinces.id, cityId: cities.id })
    .from(provinces)
    .innerJoin(cities, and(eq(cities.provinceId, provinces.id), eq(cities.isCapital, true)))
    .where(eq(provinces.title, 'تهران'))
    .limit(1);
  const [customer] = await tx.insert(users).values({ ...demoCustomer, ...place }).returning({ id: users.id });
  for (const n of demoCustomerNotifications) await notifyUser(tx, { userId: customer!.id, ...n });
}
