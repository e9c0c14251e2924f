import 'server-only';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import { OTP_TTL_SECONDS, type CodeSent } from '@/lib/contracts/auth';
import { getDb, type Db } from '../../db/client';
import { otpCodes } from '../../db/schema';
import { env } from '../../env';
import { RateLimitError, UpstreamError, ValidationError } from '../../errors';
import { smsProvider } from '../../providers/sms/create-sms-provider';
import type { OtpPurpose } from '../../providers/sms/sms-provider';
import { authServerMessages as msg } from './auth-messages';
import { hashOtp, otpMatches, randomOtp } from './secrets';

/** SPEC §9 does not name the number of tries; five wrong ones end a code. */
export const OTP_MAX_ATTEMPTS = 5;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Serialises the writers of one key across every app instance (PostgreSQL advisory lock, released on commit). */
async function lockKey(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

type SendRequest = { mobile: string; purpose: OtpPurpose; voice: boolean; ip: string; deliver: boolean };

/**
 * Records and sends a code after the limits: one per number per resend window, a daily cap per number and
 * an hourly cap per IP. With `deliver` false (a reset for a number without an account) the row is still
 * written, so the answer, its timing and the limits are the same whether the number exists or not.
 */
export async function issueCode({ mobile, purpose, voice, ip, deliver }: SendRequest): Promise<CodeSent> {
  const { OTP_RESEND_SECONDS, OTP_DAILY_LIMIT, OTP_IP_HOURLY_LIMIT } = env();
  const now = new Date();
  const code = randomOtp();
  const row = await getDb().transaction(async (tx) => {
    await lockKey(tx, `otp:mobile:${mobile}`);
    await lockKey(tx, `otp:ip:${ip}`);
    const [last] = await tx
      .select({ createdAt: otpCodes.createdAt })
      .from(otpCodes)
      .where(eq(otpCodes.mobile, mobile))
      .orderBy(desc(otpCodes.createdAt))
      .limit(1);
    if (last) {
      const wait = Math.ceil((last.createdAt.getTime() + OTP_RESEND_SECONDS * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw new RateLimitError(msg.resendTooSoon(wait), wait);
    }
    const [perNumber] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.mobile, mobile), gt(otpCodes.createdAt, new Date(now.getTime() - DAY_MS))));
    if ((perNumber?.n ?? 0) >= OTP_DAILY_LIMIT) throw new RateLimitError(msg.dailyLimit, 3600);
    const [perIp] = await tx
      .select({ n: count() })
      .from(otpCodes)
      .where(and(eq(otpCodes.ip, ip), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((perIp?.n ?? 0) >= OTP_IP_HOURLY_LIMIT) throw new RateLimitError(msg.ipLimit, 600);
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
      console.warn('[sms] delivery failed', error);
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
