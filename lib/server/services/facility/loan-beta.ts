import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { stateTitles } from '@/lib/contracts/facility-messages';
import { loanBetaMessages as msg, type LoanCheckAnswer, type LoanCheckBody, type LoanInterestBody } from '@/lib/contracts/loan-beta';
import { formatJalaliDate } from '@/lib/format/jalali';
import { now } from '../../clock';
import { getDb } from '../../db/client';
import { loanInterests, loanRequests } from '../../db/schema';
import { ConflictError, NotFoundError } from '../../errors';
import { beginAttempts, hashedKey } from '../../security/attempt-guard';
import { loanCheckByAddress, loanCheckByNationalCode } from '../../security/guards';

/** One registration per mobile: the unique index decides, so two parallel sends cannot both pass. */
export async function registerInterest(body: LoanInterestBody): Promise<{ id: number }> {
  const [row] = await getDb()
    .insert(loanInterests)
    .values({ ...body, createdAt: now() })
    .onConflictDoNothing({ target: loanInterests.mobile })
    .returning({ id: loanInterests.id });
  if (!row) throw new ConflictError(msg.duplicate);
  return row;
}

/**
 * The newest loan request, else the registration, of the person both the national code and the mobile name.
 * Anything else (unknown code, unknown mobile, or a pair of two people) gets one message, so nothing leaks, and
 * counts against the client address and the national code (security/guards.ts), so pairs cannot be guessed.
 */
export async function checkLoanState(body: LoanCheckBody, clientAddress: string): Promise<LoanCheckAnswer> {
  const attempt = await beginAttempts([
    [loanCheckByAddress, clientAddress],
    [loanCheckByNationalCode, hashedKey(body.nationalCode)],
  ]);
  const answer = await findLoanState(body);
  await attempt.succeeded();
  return answer;
}

async function findLoanState(body: LoanCheckBody): Promise<LoanCheckAnswer> {
  const db = getDb();
  const [request] = await db
    .select()
    .from(loanRequests)
    .where(and(eq(loanRequests.nationalCode, body.nationalCode), eq(loanRequests.mobile, body.mobile)))
    .orderBy(desc(loanRequests.id))
    .limit(1);
  if (request) {
    return { kind: 'request', id: request.id, state: request.state, stateTitle: stateTitles[request.state], amount: request.loanAmount, createdAt: formatJalaliDate(request.createdAt) };
  }
  const [interest] = await db.select().from(loanInterests).where(and(eq(loanInterests.nationalCode, body.nationalCode), eq(loanInterests.mobile, body.mobile)));
  if (interest) {
    return { kind: 'interest', id: interest.id, state: 'registered', stateTitle: msg.interestState, amount: interest.amount, createdAt: formatJalaliDate(interest.createdAt) };
  }
  throw new NotFoundError(msg.notFound);
}
