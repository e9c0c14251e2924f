import 'server-only';
import { draftMode } from 'next/headers';
import { connection } from 'next/server';
import { expireTags } from './page-store/page-tags';

/**
 * The storefront's catalog pages (home, listings without filters, product pages) are rendered once,
 * kept by Next's page cache (lib/server/page-store: memory, and Redis when REDIS_URL is set) and rendered
 * again in the background at most every 30 seconds (`export const revalidate = 30` in their routes: route
 * config must be a literal there). With the data cache's own 30 seconds (lib/server/cache.ts) a change shows
 * within a minute; an operator's change through the service layer purges every kept page at once, on every
 * instance.
 */

/**
 * `next build` has no access to the shop's database, so a route that would be prerendered at build
 * time is rendered per request instead. Routes kept in the page cache opt in with an empty
 * `generateStaticParams`, which renders them on their first request, when the database is there.
 */
export async function requestTimeOnlyDuringBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

/** Outside a Next server (the API tests call the Hono app in-process) there is no response to carry a preview cookie. */
const insideNextServer = () => Boolean(process.env.NEXT_RUNTIME);

/** The tag Next gives every page under the root layout (the one `revalidatePath('/', 'layout')` expires). */
const EVERY_PAGE_TAG = '_N_T_/layout';

/**
 * Drops every kept page, so an operator's change (maintenance, catalog mode, settings, prices) shows at once, on
 * every instance. Straight to the page store rather than through `revalidatePath('/', 'layout')`, which expires the
 * same tag but only after the response has gone: the operator's next request could still meet the old pages. The
 * same call serves a process without a Next server (a script, a worker): the instances hear it through Redis.
 */
export async function purgeRenderedPages(): Promise<void> {
  await expireTags([EVERY_PAGE_TAG]);
}

/** Drops one kept page, e.g. a product page whose stock moved (Next tags each page with its path). */
export async function purgeRenderedPage(path: string): Promise<void> {
  await expireTags([`_N_T_${path}`]);
}

/**
 * Kept pages are the same for every visitor, so they show the maintenance page to everyone while it is
 * on. Staff who may see the shop anyway get Next's preview (draft mode) cookie at sign-in: with it,
 * pages are rendered for their request, where the session decides (content/maintenance.ts).
 */
export async function setStaffPreview(on: boolean): Promise<void> {
  if (!insideNextServer()) return;
  const draft = await draftMode();
  if (on) draft.enable();
  else if (draft.isEnabled) draft.disable();
}

/** True on a preview request; false while a kept page is rendered. */
export async function isPreviewRequest(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}
