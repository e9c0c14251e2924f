import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DashboardMenuItem } from '@/lib/contracts/account';
import { getDb } from '../../db/client';
import { dashboardMenuItems } from '../../db/schema';

/** SPEC §7 dashboard menu: sorted by order, only active items. */
export function listDashboardMenu(): Promise<DashboardMenuItem[]> {
  const m = dashboardMenuItems;
  return getDb()
    .select({ id: m.id, key: m.key, title: m.title, link: m.link, order: m.order, active: m.active })
    .from(m)
    .where(eq(m.active, true))
    .orderBy(asc(m.order), asc(m.id));
}
