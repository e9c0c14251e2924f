import 'server-only';
import { toPersianDigits } from '@/lib/format/digits';
import { formatTehranMoment } from '@/lib/format/jalali';
import { env } from '../env';
import { AttemptGuard, type GuardPolicy } from './attempt-guard';

/**
 * The guessable checks and how each is throttled (docs/security.md "Sign-in limits"). Counters are per key on the
 * shared store; a number's password lock never touches its one-time codes, so the owner can always get in by code.
 */

const wait = (seconds: number) => `تلاش‌های ناموفق زیاد بوده است؛ ${toPersianDigits(seconds)} ثانیه دیگر دوباره تلاش کنید`;
const at = (until: Date) => toPersianDigits(formatTehranMoment(until));

/** Read when a check runs, so the settings apply without building the guards again. */
function policy(lockAfter: () => number, freeFailures: number, locked: (until: Date) => string): () => GuardPolicy {
  return () => ({ freeFailures, maxDelaySeconds: 60, lockAfter: lockAfter(), lockSeconds: env().LOGIN_LOCK_MINUTES * 60, wait, locked });
}
const numberLimit = () => env().LOGIN_MAX_FAILURES;
const addressLimit = () => env().LOGIN_IP_MAX_FAILURES;

/** Wrong passwords for one number: cleared when its owner signs in (by password or by code). */
export const passwordByNumber = new AttemptGuard(
  'pw-number',
  policy(numberLimit, 3, (until) => `ورود با رمز عبور برای این شماره تا ساعت ${at(until)} بسته است؛ می‌توانید با کد یک‌بار مصرف وارد شوید`),
  true,
);

/** Wrong passwords from one client address, whatever the numbers (password spraying). */
export const passwordByAddress = new AttemptGuard(
  'pw-address',
  policy(addressLimit, 10, (until) => `ورود با رمز عبور از این شبکه تا ساعت ${at(until)} بسته است؛ می‌توانید با کد یک‌بار مصرف وارد شوید`),
);

/** Wrong one-time codes (sign-in and recovery) from one client address, across numbers; each code also dies after 5. */
export const codeByAddress = new AttemptGuard(
  'code-address',
  policy(addressLimit, 10, (until) => `کدهای نادرست زیادی از این شبکه وارد شده است؛ ساعت ${at(until)} دوباره تلاش کنید`),
);

/** Unanswered loan checks (national code + mobile pairs) from one client address. */
export const loanCheckByAddress = new AttemptGuard(
  'loan-check-address',
  policy(() => 20, 5, (until) => `استعلام از این شبکه تا ساعت ${at(until)} بسته است`),
);

/** Unanswered loan checks of one national code, whatever the mobile (guessing whose number goes with it). */
export const loanCheckByNationalCode = new AttemptGuard(
  'loan-check-code',
  policy(() => 10, 3, (until) => `استعلام این کد ملی تا ساعت ${at(until)} بسته است؛ وضعیت درخواست را پس از ورود در حساب کاربری ببینید`),
  true,
);
