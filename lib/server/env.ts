import 'server-only';
import { z } from 'zod';

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
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

/** Parsed once, so a wrong variable fails at start-up rather than mid-request. */
export function env(): Env {
  cached ??= schema.parse(process.env);
  return cached;
}
