import 'server-only';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { ContentPage, ContentPageAdmin, ContentPageInput } from '@/lib/contracts/content-page';
import { sanitizeRichText } from '@/lib/sanitize-html';
import { cached, invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { contentPages } from '../../db/schema';
import { NotFoundError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CONTENT_TAG } from './company';

type Row = typeof contentPages.$inferSelect;

const toPage = (row: Row): ContentPage => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: row.body,
  showContacts: row.showContacts,
  updatedAt: row.updatedAt.toISOString(),
});

const toAdmin = (row: Row): ContentPageAdmin => ({ ...toPage(row), id: row.id, published: row.published });

// A shop has a handful of such pages: one cached list serves every slug, and unknown slugs cost no entries.
function publishedPages(): Promise<ReadonlyMap<string, ContentPage>> {
  return cached('content-pages', [CONTENT_TAG], async () => {
    const rows = await getDb().select().from(contentPages).where(eq(contentPages.published, true)).orderBy(asc(contentPages.id));
    return new Map(rows.map((r) => [r.slug, toPage(r)]));
  });
}

/** A published page, or null (drafts are not public). */
export async function getContentPage(slug: string): Promise<ContentPage | null> {
  return (await publishedPages()).get(slug) ?? null;
}

/** Published pages for the sitemap. */
export async function listPublishedPages(): Promise<ContentPage[]> {
  return [...(await publishedPages()).values()];
}

export async function listAllContentPages(): Promise<ContentPageAdmin[]> {
  const rows = await getDb().select().from(contentPages).orderBy(asc(contentPages.id));
  return rows.map(toAdmin);
}

async function changed(): Promise<void> {
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
}

// What the audit log keeps of a page: every field an operator sets.
const audited = ({ title, summary, body, showContacts, published }: Row) => ({ title, summary, body, showContacts, published });

/** Creates the page or replaces it whole; created tells which, for the 201/200 answer. */
export async function saveContentPage(actor: AuditActor, slug: string, input: ContentPageInput): Promise<{ page: ContentPageAdmin; created: boolean }> {
  const values = {
    title: input.title,
    summary: input.summary,
    body: sanitizeRichText(input.body),
    showContacts: input.showContacts,
    published: input.published,
    updatedAt: new Date(),
  };
  const saved = await getDb().transaction(async (tx) => {
    const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
    // One statement: two operators saving the same new slug at once cannot create it twice.
    // xmax is 0 only on a row this statement inserted, which tells a creation from a replacement.
    const [row] = await tx
      .insert(contentPages)
      .values({ slug, ...values })
      .onConflictDoUpdate({ target: contentPages.slug, set: values })
      .returning({ ...getTableColumns(contentPages), created: sql<boolean>`(xmax = 0)` });
    const { created, ...after } = row!;
    await audit(tx, actor, { entityType: 'content_page', entityId: slug, action: created ? 'create' : 'update', before: before ? audited(before) : null, after: audited(after) });
    return { row: after, created };
  });
  await changed();
  return { page: toAdmin(saved.row), created: saved.created };
}

export async function deleteContentPage(actor: AuditActor, slug: string): Promise<void> {
  await getDb().transaction(async (tx) => {
    const [gone] = await tx.delete(contentPages).where(eq(contentPages.slug, slug)).returning();
    if (!gone) throw new NotFoundError('صفحه‌ای با این نشانی نیست');
    await audit(tx, actor, { entityType: 'content_page', entityId: slug, action: 'delete', before: audited(gone), after: null });
  });
  await changed();
}
