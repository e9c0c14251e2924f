import 'server-only';
import { z } from 'zod';
import { normalizeMobile } from '@/lib/validators/mobile';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Most PostgreSQL connections one app instance opens (its pool); instances × this must stay under max_connections. */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Where the embedded database keeps its files. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** Fill an empty database with the demo data on start ('false' to keep it empty). */
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  /** Redis (optional): shared rate-limit counters, cache invalidation and kept pages across app instances. */
  REDIS_URL: z.string().url().optional(),
  /** Put before every Redis key and channel, so several shops (or test runs) can share one Redis. */
  REDIS_KEY_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]*$/).default('vitrin:'),
  /** Memory bound of the in-process read cache (settings, menus, listings), in MB; least recently used go first. */
  CACHE_MAX_MB: z.coerce.number().int().min(1).default(64),
  /** Memory bound of this instance's copy of the kept pages, in MB (with Redis, the shared copy lives there). */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(1).default(128),
  /** Memory bound of the kept pages' gzip and brotli copies the server sends, in MB. */
  COMPRESSED_PAGES_MAX_MB: z.coerce.number().int().min(1).default(32),
  /** Log lines at this level and above (pino levels); tests default to errors only. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** The browsable API reference at /api/docs: unset, on everywhere but production; 'true' or 'false' decides. */
  API_DOCS: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional()),
  /** The standalone server's port and bind address. */
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOSTNAME: z.string().default('0.0.0.0'),
  /** On SIGTERM, seconds the requests in flight get to finish before the server stops anyway. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).default(20),
  /** Proxies in front of the app whose X-Forwarded-For entries are believed: 0 trusts none (the socket's address counts). */
  TRUST_PROXY: z.preprocess((v) => (v === 'false' || v === '' ? '0' : v === 'true' ? '1' : v), z.coerce.number().int().min(0).max(10)).default(0),
  /** The public address of the shop, for canonical URLs and gateway callbacks. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Bearer token for scripts calling /api/admin: every permission, its writes audited as "system"; unset, none. */
  ADMIN_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** The first admin: the account of this mobile number holds the admin role from its next sign-in. */
  ADMIN_MOBILE: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .transform((v, ctx) => normalizeMobile(v) ?? (ctx.addIssue({ code: 'custom', message: 'ADMIN_MOBILE must be a mobile number such as 09121234567' }), z.NEVER))
      .optional(),
  ),
  /** Who delivers one-time codes: 'log' writes them to the console and SMS_OUTBOX_PATH. */
  SMS_PROVIDER: z.enum(['log', 'kavenegar', 'smsir']).default('log'),
  SMS_OUTBOX_PATH: z.string().default('.data/sms-outbox.jsonl'),
  KAVENEGAR_API_KEY: optionalString,
  KAVENEGAR_TEMPLATE: optionalString,
  KAVENEGAR_BASE_URL: z.string().url().default('https://api.kavenegar.com'),
  SMSIR_API_KEY: optionalString,
  SMSIR_TEMPLATE_ID: optionalString,
  SMSIR_BASE_URL: z.string().url().default('https://api.sms.ir'),
  /** sms.ir's sending line for plain texts (payment links); codes go through the verify template. */
  SMSIR_LINE_NUMBER: optionalString,
  /** Seconds before a number may ask for another code (SPEC §9: 120); the browser tests shorten it. */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).default(120),
  /** Codes one number may be sent per 24 hours at the resend pace; past it each wait doubles (docs/security.md). */
  OTP_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /** The longest wait between two codes for one number, however many were sent (minutes). */
  OTP_MAX_WAIT_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Codes one IP address may ask for per hour, whatever the numbers. */
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Wrong passwords for one number in an hour before its password sign-in locks (codes still work). */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(2).default(10),
  /** Wrong passwords, or wrong codes, from one client address in an hour before it is locked out of them. */
  LOGIN_IP_MAX_FAILURES: z.coerce.number().int().min(2).default(50),
  /** How long such a lock lasts (minutes). */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How long a login stays valid. */
  SESSION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Minutes an unpaid order holds its units before they go back on sale. */
  ORDER_RESERVATION_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Hours a /buyInPerson reservation waits at the branch for the customer to come and pay. */
  BUY_IN_PERSON_HOURS: z.coerce.number().int().min(1).default(48),
  /** Hours a seller's payment link (and the order's hold on its units) lasts. */
  PAY_LINK_HOURS: z.coerce.number().int().min(1).default(24),
  /** Payments (issue 7): Zarinpal's address and merchant id; the wallet charge's limits and preset buttons, in toman. */
  ZARINPAL_BASE_URL: z.string().url().default('https://payment.zarinpal.com'),
  ZARINPAL_MERCHANT_ID: optionalString,
  /** The Zarinpal panel's API access token: with it refunds go back to the card through Zarinpal's GraphQL API. */
  ZARINPAL_ACCESS_TOKEN: optionalString,
  ZARINPAL_GRAPHQL_URL: z.string().url().default('https://next.zarinpal.com/api/v4/graphql/'),
  DIGIPAY_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  DIGIPAY_BASE_URL: z.string().url().default('https://api.mydigipay.com/digipay/api'),
  DIGIPAY_CLIENT_ID: optionalString,
  DIGIPAY_CLIENT_SECRET: optionalString,
  DIGIPAY_USERNAME: optionalString,
  DIGIPAY_PASSWORD: optionalString,
  DIGIPAY_MIN: z.coerce.number().int().min(1).default(500_000),
  DIGIPAY_MAX: z.coerce.number().int().min(1).default(100_000_000),
  DIGIPAY_REVERSAL_DAYS: z.coerce.number().int().min(0).default(7),
  KEEPA_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  KEEPA_BASE_URL: z.string().url().default('https://api.keepa.ir'),
  KEEPA_API_KEY: optionalString,
  KEEPA_MIN: z.coerce.number().int().min(1).default(1_000_000),
  KEEPA_MAX: z.coerce.number().int().min(1).default(50_000_000),
  KEEPA_REVERSAL_DAYS: z.coerce.number().int().min(0).default(14),
  WALLET_CHARGE_MIN: z.coerce.number().int().min(1).default(10_000),
  WALLET_CHARGE_MAX: z.coerce.number().int().min(1).default(50_000_000),
  WALLET_CHARGE_PRESETS: z.string().regex(/^\d+(,\d+)*$/).default('100000,200000,500000,1000000').transform((v) => v.split(',').map(Number)),
  /** Where the local-disk storage keeps uploaded documents (when S3_BUCKET is not set). */
  UPLOADS_DIR: z.string().default('.data/uploads'),
  /** S3-compatible object storage for uploads: set the bucket to use it instead of the local disk. */
  S3_BUCKET: optionalString,
  /** The store's address (MinIO, Ceph, a cloud's S3 service); unset means AWS itself. */
  S3_ENDPOINT: z.preprocess((v) => (v === '' ? undefined : v), z.string().url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  /** Unset both to take credentials from the environment's default chain (an instance role). */
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** 'true' addresses the bucket in the path (endpoint/bucket/key), as most self-hosted stores need. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Largest accepted upload in bytes (5 MB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  /** Files one account may keep (loan and cooperation documents together). */
  ACCOUNT_MAX_FILES: z.coerce.number().int().min(1).default(60),
  /** Bytes one account may keep in files (100 MB). */
  ACCOUNT_MAX_FILE_BYTES: z.coerce.number().int().min(1024).default(100 * 1024 * 1024),
  /** How many days ahead branch appointments may be booked (from tomorrow). */
  APPOINTMENT_DAYS: z.coerce.number().int().min(1).max(90).default(21),
  /** Where background jobs run (docs/jobs.md): 'inline' in every app instance, 'separate' only in `npm run worker`. */
  WORKER: z.enum(['inline', 'separate']).default('inline'),
  /** Minutes a gateway payment may stay pending before the re-verify job asks the gateway about it again. */
  PAYMENT_REVERIFY_AFTER_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Instalment reminders (docs/jobs.md): days before the due date to remind on (0 = the due date itself). */
  INSTALMENT_REMIND_BEFORE_DAYS: z.string().regex(/^\d{1,2}(,\d{1,2})*$/).default('3,0').transform((v) => [...new Set(v.split(',').map(Number))]),
  /** While an instalment is overdue, remind every this many days (0: never). */
  INSTALMENT_REMIND_OVERDUE_EVERY_DAYS: z.coerce.number().int().min(0).max(60).default(3),
  /** The Tehran hour the reminders go out at. */
  INSTALMENT_REMIND_HOUR: z.coerce.number().int().min(0).max(23).default(9),
}).superRefine((e, ctx) => {
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither' });
  }
  if (e.WORKER === 'separate' && !e.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['WORKER'], message: 'WORKER=separate needs DATABASE_URL: the embedded database belongs to one process' });
  }
  if (e.SMS_PROVIDER === 'kavenegar' && !(e.KAVENEGAR_API_KEY && e.KAVENEGAR_TEMPLATE)) {
    ctx.addIssue({ code: 'custom', path: ['KAVENEGAR_API_KEY'], message: 'kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE' });
  }
  if (e.SMS_PROVIDER === 'smsir' && !(e.SMSIR_API_KEY && e.SMSIR_TEMPLATE_ID)) {
    ctx.addIssue({ code: 'custom', path: ['SMSIR_API_KEY'], message: 'smsir needs SMSIR_API_KEY and SMSIR_TEMPLATE_ID' });
  }
});

export type Env = z.infer<typeof schema>;

/** Every variable the shop reads, for the check that docs/configuration.md and .env.example name them all. */
export function envVariableNames(): string[] {
  return Object.keys(schema.shape);
}

let cached: Env | undefined;

/** Tests that change a variable have it read again. */
export function resetEnv(): void {
  cached = undefined;
}

/** Parsed once, so a wrong variable fails at start-up rather than mid-request. */
export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}
