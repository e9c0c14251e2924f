import 'server-only';

/**
 * What must never reach a log line (issue 25): passwords, tokens and secret keys, one-time codes and national
 * codes. The rules work on the finished JSON line, so they cover every field at any depth, the message, and
 * error messages and stacks (a PostgreSQL error's detail repeats the values it refused).
 */
const SECRET_KEYS = [
  'password',
  'newPassword',
  'oldPassword',
  'repeatPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'secretKey',
  'clientSecret',
  'apiKey',
  'authorization',
  'cookie',
  'set-cookie',
  'x-admin-token',
  'nationalCode',
  'national_code',
  'ceoNationalCode',
  'otp',
  // A failed query's bound values (drizzle puts them on the error): any of them may be personal.
  'params',
];

const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const SCALAR = `(?:${STRING}|-?\\d[\\d.eE+-]*|true|false|null)`;
const keyAlternation = SECRET_KEYS.map((k) => k.replace(/[-]/g, '\\-')).join('|');
const secretField = new RegExp(`"(${keyAlternation})":(?:${SCALAR}|\\[(?:${SCALAR},?)*\\])`, 'gi');
// A one-time code is four digits (SPEC §9); other `code` fields (ENOENT, SQLSTATE 23505) stay readable.
const otpCode = /"(code)":"?[0-9۰-۹٠-٩]{4}"?(?=[,}])/gi;
const bearer = /\b(Bearer)\s+[A-Za-z0-9._~+/=-]+/gi;
// A national code is ten digits (Latin, Persian or Arabic-Indic), not part of a longer number.
const tenDigits = /(?<![0-9۰-۹٠-٩])[0-9۰-۹٠-٩]{10}(?![0-9۰-۹٠-٩])/g;
const secretQuery = /([?&](?:t|token|code|secretKey|password)=)[^&\s"#]+/gi;

export const REDACTED = '[redacted]';

/** The line with every secret replaced; the JSON stays valid. */
export function redactLine(line: string): string {
  return line
    .replace(secretField, `"$1":"${REDACTED}"`)
    .replace(otpCode, `"$1":"${REDACTED}"`)
    .replace(bearer, `$1 ${REDACTED}`)
    .replace(tenDigits, REDACTED)
    .replace(secretQuery, `$1${REDACTED}`);
}

// Payment links, the sandbox bank and the credit sandboxes carry a 24- or 32-byte base64url token in the path.
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;
const NOT_A_SLUG = /[A-Z_]/;

/** A request's path for its log line: no query string, and path segments that look like tokens hidden. */
export function loggedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path
    .split('/')
    .map((segment) => (TOKEN_SEGMENT.test(segment) && NOT_A_SLUG.test(segment) ? REDACTED : segment))
    .join('/');
}
