import 'server-only';
import { z } from 'zod';

const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  DATABASE_URL: z.string().url().optional(),
  /** Where the embedded database keeps its files. */
  PGLITE_DIR: z.string().default('.data/pglite'),
  /** Fill an empty database with the demo data on start ('false' to keep it empty). */
  SEED_ON_START: z.enum(['true', 'false']).default('true'),
  /** The public address of the shop, for canonical URLs and gateway callbacks. */
  SITE_URL: z.string().url().default('http://localhost:3000'),
  /** Bearer token of the operators' settings endpoint until accounts bring roles; unset turns the endpoint off. */
  ADMIN_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
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
  /** Codes one number may be sent per 24 hours. */
  OTP_DAILY_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Codes one IP address may ask for per hour, whatever the numbers. */
  OTP_IP_HOURLY_LIMIT: z.coerce.number().int().min(1).default(30),
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
  /** Where the local-disk storage keeps uploaded documents. */
  UPLOADS_DIR: z.string().default('.data/uploads'),
  /** Largest accepted upload in bytes (5 MB). */
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).default(5 * 1024 * 1024),
  /** How many days ahead branch appointments may be booked (from tomorrow). */
  APPOINTMENT_DAYS: z.coerce.number().int().min(1).max(90).default(21),
}).superRefine((e, ctx) => {
  if (e.SMS_PROVIDER === 'kavenegar' && !(e.KAVENEGAR_API_KEY && e.KAVENEGAR_TEMPLATE)) {
    ctx.addIssue({ code: 'custom', path: ['KAVENEGAR_API_KEY'], message: 'kavenegar needs KAVENEGAR_API_KEY and KAVENEGAR_TEMPLATE' });
  }
  if (e.SMS_PROVIDER === 'smsir' && !(e.SMSIR_API_KEY && e.SMSIR_TEMPLATE_ID)) {
    ctx.addIssue({ code: 'custom', path: ['SMSIR_API_KEY'], message: 'smsir needs SMSIR_API_KEY and SMSIR_TEMPLATE_ID' });
  }
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed once, so a wrong variable fails at start-up rather than mid-request. */
export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}
