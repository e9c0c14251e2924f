import 'server-only';
import { cookies } from 'next/headers';
import type { Company } from '@/lib/contracts/content';
import { resolveSession, SESSION_COOKIE } from '../auth/sessions';

/**
 * The single place that decides whether the current visitor may see the shop during maintenance
 * (SPEC §6: supervisors may; admins too). Pages cannot see the bearer token kept in localStorage,
 * so the session is read from the cookie set at login.
 */
export async function viewerBypassesMaintenance(): Promise<boolean> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  if (!token) return false;
  const auth = await resolveSession(token);
  return auth?.user.role === 'supervisor' || auth?.user.role === 'admin';
}

/** The end time the maintenance page counts down to: only one still ahead is worth a countdown. */
export function maintenanceCountdownEnd(company: Pick<Company, 'maintenanceModeExpDateTime'>, now = new Date()): string | null {
  const until = company.maintenanceModeExpDateTime;
  return until && Date.parse(until) > now.getTime() ? until : null;
}
