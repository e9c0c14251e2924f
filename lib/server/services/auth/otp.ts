import 'server-only';
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS, type CodeSent } from '@/lib/contracts/auth';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTehranMoment } from '@/lib/format/jalali';
import { getDb, type Tx } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { env } from '../../env';
import { RateLimitError, UpstreamError, ValidationError } from '../../errors';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import type { OtpPurpose } from '../../providers/sms/sms-provider';
import { authServerMessages as msg } from './auth-messages';
import { hashOtp, otpMatches, randomOtp } from './secrets';
import { logger } from '../../log/logger';

/** SPEC §9 does not name the number of tries; five wrong ones end a code. */
export const OTP_MAX_ATTEMPTS = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Serialises the writers of one key across every app instance (PostgreSQL advisory lock, released on commit). */
async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

type SendRequest = { mobile: string; purpose: OtpPurpose; voice: boolean; ip: string; deliver: boolean };

/**
 * The gap a number must leave after its last code (docs/security.md "Send policy"): SPEC §9's resend window for the
 * first OTP_DAILY_LIMIT codes of 24 hours, then twice as long with each further code, up to OTP_MAX_WAIT_MINUTES.
 * Never a day-long block: someone flooding a number can slow its codes down, but never keep its owner out for
 * longer than that wait, and every code they trigger reaches the owner's phone.
 */
function sendGapSeconds(sentToday: number): number {
  const { OTP_RESEND_SECONDS, OTP_DAILY_LIMIT, OTP_MAX_WAIT_MINUTES } = env();
  if (sentToday < OTP_DAILY_LIMIT) return OTP_RESEND_SECONDS;
  return Math.min(OTP_RESEND_SECONDS * 2 ** (sentToday - OTP_DAILY_LIMIT + 1), OTP_MAX_WAIT_MINUTES * 60);
}

/**
 * Records and sends a code after the limits: a gap per number that grows with the codes of the last 24 hours, and
 * an hourly cap per client address. With `deliver` false (a reset for a number without an account) the row is
 * still written, so the answer, its timing and the limits are the same whether the number exists or not.
 */
export async function issueCode({ mobile, purpose, voice, ip, deliver }: SendRequest): Promise<CodeSent> {
  const { OTP_RESEND_SECONDS, OTP_IP_HOURLY_LIMIT } = env();
  const now = new Date();
  const code = randomOtp();
  const row = await getDb().transaction(async (tx) => {
    await lockKey(tx, `otp:mobile:${mobile}`);
    await lockKey(tx, `otp:ip:${ip}`);
    const [perNumber] = await tx
      .select({ n: count(), last: max(otpCodes.createdAt) })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    if (perNumber?.last) {
      const gap = sendGapSeconds(perNumber.n);
      const next = new Date(perNumber.last.getTime() + gap * 1000);
      const wait = Math.ceil((next.getTime() - now.getTime()) / 1000);
      if (wait > 0) {
        const message = gap > OTP_RESEND_SECONDS ? msg.manyCodes(toPersianDigits(formatTehranMoment(next, now))) : msg.resendTooSoon(wait);
        throw new RateLimitError(message, wait, gap > OTP_RESEND_SECONDS ? 'codes to one number: growing wait' : 'resend window');
      }
    }
    const [perIp] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((perIp?.n ?? 0) >= OTP_IP_HOURLY_LIMIT) throw new RateLimitError(msg.ipLimit, 600, 'codes from one address in an hour');
    const [inserted] = await tx
      .insert(otpCodes)
      .values({
        mobile,
        purpose,
        ip,
        delivered: deliver,
        codeHash: hashOtp(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_SECONDS * 1000),
      })
      .returning({ id: otpCodes.id });
    return inserted!;
  });

  if (deliver) {
    try {
      await smsProvider().sendOtp({ mobile, code, voice, purpose });
    } catch (error) {
      // Not delivered, so not counted: the person may ask again at once.
      await getDb().delete(otpCodes).where(eq(otpCodes.id, row.id));
      logger().warn({ err: error, provider: smsProvider().name }, 'one-time code not delivered');
      throw new UpstreamError(msg.smsFailed);
    }
  }
  return { expiresIn: OTP_TTL_SECONDS, resendIn: OTP_RESEND_SECONDS };
}

export type Verdict = { ok: true; purpose: OtpPurpose } | { ok: false; error: 'wrong' | 'tooMany' };

/** The error a failed verdict answers; thrown by the caller after its transaction has kept the wrong try. */
export function verdictError(error: 'wrong' | 'tooMany') {
  return error === 'tooMany' ? new RateLimitError(msg.tooManyTries) : new ValidationError(msg.wrongCode);
}

/** Checks a code against the newest one sent to the number: consumes it on a match, counts a wrong try otherwise. */
export async function checkCode(mobile: string, code: string, tx: Tx): Promise<Verdict> {
  const now = new Date();
  await lockKey(tx, `otp:mobile:${mobile}`);
  const [latest] = await tx.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).orderBy(desc(otpCodes.createdAt)).limit(1);
  if (!latest || latest.consumedAt || latest.expiresAt <= now) return { ok: false, error: 'wrong' };
  if (latest.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'tooMany' };
  if (!otpMatches(code, latest.codeHash)) {
    await tx.update(otpCodes).set({ attempts: latest.attempts + 1 }).where(eq(otpCodes.id, latest.id));
    return { ok: false, error: 'wrong' };
  }
  await tx.update(otpCodes).set({ consumedAt: now }).where(eq(otpCodes.id, latest.id));
  return { ok: true, purpose: latest.purpose };
}
