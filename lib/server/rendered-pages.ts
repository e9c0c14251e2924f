import 'server-only';
import { revalidatePath } from 'next/cache';
import { draftMode } from 'next/headers';
import { connection } from 'next/server';

/**
 * The storefront's catalog pages (home, listings without filters, product pages) are rendered once,
 * kept by Next's page cache and rendered again in the background at most every 30 seconds
 * (`export const revalidate = 30` in their routes: route config must be a literal there). With the
 * data cache's own 30 seconds (lib/server/cache.ts) a change shows within a minute; an operator's
 * change through the service layer purges every kept page at once.
 */

/**
 * `next build` has no access to the shop's database, so a route that would be prerendered at build
 * time is rendered per request instead. Routes kept in the page cache opt in with an empty
 * `generateStaticParams`, which renders them on their first request, when the database is there.
 */
export async function requestTimeOnlyDuringBuild(): Promise<void> {
  if (process.env.NEXT_PHASE === 'phase-production-build') await connection();
}

/**
 * Outside a Next server (the API tests call the Hono app in-process) there is no page cache to purge
 * and no response to carry a preview cookie.
 */
const insideNextServer = () => Boolean(process.env.NEXT_RUNTIME);

/** Drops every kept page, so an operator's change (maintenance, catalog mode, settings) shows at once. */
export function purgeRenderedPages(): void {
  if (insideNextServer()) revalidatePath('/', 'layout');
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
