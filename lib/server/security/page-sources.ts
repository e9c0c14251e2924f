import 'server-only';
import { externalOrigins } from '@/lib/contracts/external-scripts';
import { env } from '../env';
import { NotFoundError } from '../errors';
import { logger } from '../log/logger';
import { getCompany } from '../services/content/company';
import type { PageSources } from './headers';

/** An absolute URL's origin; a relative one (the API at /api) is the page's own and needs no entry. */
function originOf(url: string | undefined): string[] {
  return url && URL.canParse(url) ? [new URL(url).origin] : [];
}

type State = { sources: PageSources; loadedAt: number; refreshing: boolean };
// On globalThis: the server hooks (instrumentation's bundle) read it, the settings API (a route bundle) renews it.
const holder = globalThis as unknown as { __vitrinPageSources?: State };
const FRESH_MS = 30_000;

/** Reads what the pages' Content-Security-Policy allows besides the page's own origin, and keeps it for the hooks. */
export async function loadPageSources(): Promise<PageSources> {
  const { SITE_URL, NODE_ENV } = env();
  // A database not yet seeded (migrations only) has no settings, hence no third-party scripts: the shop still starts.
  const scripts = await getCompany().then(
    (company) => company.externalScripts,
    (err: unknown) => {
      if (err instanceof NotFoundError) return [];
      throw err;
    },
  );
  const sources: PageSources = {
    own: [...new Set([...originOf(SITE_URL), ...originOf(process.env.NEXT_PUBLIC_API_URL)])],
    thirdParty: externalOrigins(scripts),
    https: SITE_URL.startsWith('https:'),
    dev: NODE_ENV === 'development',
  };
  holder.__vitrinPageSources = { sources, loadedAt: Date.now(), refreshing: false };
  return sources;
}

/**
 * The sources as last read, for code that cannot wait (Node's request event). Older than 30 seconds, they are read
 * again in the background, so another instance's settings change shows here within half a minute; this
 * instance's own changes call loadPageSources at once.
 */
export function currentPageSources(): PageSources | undefined {
  const state = holder.__vitrinPageSources;
  if (state && !state.refreshing && Date.now() - state.loadedAt > FRESH_MS) {
    state.refreshing = true;
    loadPageSources().catch((err: unknown) => {
      state.refreshing = false;
      logger().warn({ err }, 'reading the script hosts failed; the last policy stays');
    });
  }
  return state?.sources;
}
