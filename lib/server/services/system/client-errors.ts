import 'server-only';
import { desc } from 'drizzle-orm';
import type { ClientError } from '@/lib/contracts/client-errors';
import { formatJalaliDateTime } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { clientErrors } from '../../db/schema';
import { RateLimitError } from '../../errors';
import { SharedLimit } from '../../rate-limit';

/** Per address: a broken page in a loop must not fill the table, nor let anyone use it as free storage. */
export const CLIENT_ERROR_LIMIT = { points: 10, durationSeconds: 60 } as const;
const limit = new SharedLimit({ name: 'client-errors', ...CLIENT_ERROR_LIMIT });

type Report = { message: string; stack?: string; url: string; digest?: string; userAgent: string | null; userId: number | null };

export async function recordClientError(ip: string, report: Report): Promise<void> {
  const taken = await limit.consume(ip);
  if (!taken.allowed) throw new RateLimitError(undefined, Math.ceil(taken.msBeforeReset / 1000), 'client-errors');
  await getDb()
    .insert(clientErrors)
    .values({ at: now(), message: report.message, stack: report.stack ?? null, url: report.url, digest: report.digest ?? null, userAgent: report.userAgent?.slice(0, 500) ?? null, userId: report.userId });
}

export async function listClientErrors(max = 200): Promise<ClientError[]> {
  const rows = await getDb().select().from(clientErrors).orderBy(desc(clientErrors.at), desc(clientErrors.id)).limit(max);
  return rows.map((r) => ({ ...r, at: formatJalaliDateTime(r.at) }));
}
