import 'server-only';
import { users } from '../../db/schema';
import { notifyUser } from '../../services/account/notifications';
import { demoCustomer, demoCustomerNotifications } from './accounts';
import type { Tx } from './insert-catalog';

export async function seedDemoCustomer(tx: Tx): Promise<void> {
  const [customer] = await tx.insert(users).values(demoCustomer).returning({ id: users.id });
  for (const n of demoCustomerNotifications) await notifyUser(tx, { userId: customer!.id, ...n });
}
