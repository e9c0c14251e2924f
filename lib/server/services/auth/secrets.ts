import 'server-only';
import { createHash, randomBytes, randomInt } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Opaque tokens and secret keys: 256 bits from the system's secure source. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** SPEC §9: four digits, every value equally likely. */
export const randomOtp = () => String(randomInt(0, 10_000)).padStart(4, '0');

/** A code is salted per row so equal codes never share a hash; its short life (120 s) does the rest. */
export function hashOtp(code: string, salt = randomBytes(8).toString('hex')): string {
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function otpMatches(code: string, stored: string): boolean {
  const [salt] = stored.split('$', 1);
  return hashOtp(code, salt) === stored;
}
