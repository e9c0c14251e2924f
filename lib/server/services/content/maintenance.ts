import 'server-only';
import { cookies } from 'next/headers';
import type { UserRole } from '@/lib/contracts/auth';
import type { Company } from '@/lib/contracts/content';
import { isPreviewRequest } from '../../rendered-pages';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';
import { isStaff } from '../staff/access';

/**
 * SPEC §6: supervisors may see the shop while it is in maintenance; staff too, who need the console then (it is
 * under the same root layout) and check their changes before the shop opens again.
 */
export async function seesShopInMaintenance(user: { id: number; role: UserRole }): Promise<boolean> {
  return user.role === 'supervisor' || (await isStaff(user.id));
}

/**
 * Set by /preview-as-shopper: a staff member's pages are rendered as a plain shopper's (maintenance included) until
 * they leave the preview. It only takes rights away, so it needs no session of its own.
 */
export const SHOPPER_PREVIEW_COOKIE = 'vitrin_as_shopper';

/**
 * A staff member previewing the shop as a shopper. Read only on a preview request: a kept page is the same for
 * everyone and never looks at cookies.
 */
export async function viewerPreviewsAsShopper(): Promise<boolean> {
  if (!(await isPreviewRequest())) return false;
  return (await cookies()).get(SHOPPER_PREVIEW_COOKIE)?.value === '1';
}

/**
 * The single place that decides whether the current visitor may see the shop during maintenance
 * (seesShopInMaintenance). Only a preview request (the cookie staff get at sign-in,
 * lib/server/rendered-pages.ts) is rendered for its viewer; a kept page is the same for everyone.
 * Pages cannot see the bearer token kept in localStorage, so the session is read from the cookie set
 * at login, and a preview cookie alone, without a staff session, shows the maintenance page.
 */
export async function viewerBypassesMaintenance(): Promise<boolean> {
  if (!(await isPreviewRequest()) || (await viewerPreviewsAsShopper())) return false;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return false;
  const auth = await resolveSession(token);
  return auth ? seesShopInMaintenance(auth.user) : false;
}

/** The end time the maintenance page counts down to: only one still ahead is worth a countdown. */
export function maintenanceCountdownEnd(company: Pick<Company, 'maintenanceModeExpDateTime'>, now = new Date()): string | null {
  const until = company.maintenanceModeExpDateTime;
  return until && Date.parse(until) > now.getTime() ? until : null;
}
