import 'server-only';
import type { Company } from '@/lib/contracts/content';

/**
 * The single place that decides whether the current visitor may see the shop during maintenance
 * (SPEC §6: supervisors may). Nobody can until accounts and roles exist (issue 5 answers it from the session).
 */
export async function viewerBypassesMaintenance(): Promise<boolean> {
  return false;
}

/** The end time the maintenance page counts down to: only one still ahead is worth a countdown. */
export function maintenanceCountdownEnd(company: Pick<Company, 'maintenanceModeExpDateTime'>, now = new Date()): string | null {
  const until = company.maintenanceModeExpDateTime;
  return until && Date.parse(until) > now.getTime() ? until : null;
}
