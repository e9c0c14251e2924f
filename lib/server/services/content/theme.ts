import 'server-only';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { contrastRefusal, DEFAULT_THEME, themeSchema, themeVariables, type Theme } from '@/lib/contracts/theme';
import { cached, invalidateTag } from '../../cache';
import { getDb } from '../../db/client';
import { companySettings } from '../../db/schema';
import { NotFoundError, ValidationError } from '../../errors';
import { purgeRenderedPages } from '../../rendered-pages';
import { audit, type AuditActor } from '../audit/audit-log';
import { CONTENT_TAG } from './company';

/** The stylesheet as sent; `version` is its hash, the same on every instance because it comes from the database. */
export type ThemeStylesheet = { theme: Theme; css: string; version: string; etag: string };

/** A stored theme read leniently: a value an older release wrote, or none, falls back to the defaults key by key. */
function storedTheme(value: unknown): Theme {
  const parsed = themeSchema.safeParse({ ...DEFAULT_THEME, ...(typeof value === 'object' && value ? value : {}) });
  return parsed.success ? parsed.data : { ...DEFAULT_THEME };
}

export function themeCss(theme: Theme): string {
  const body = Object.entries(themeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  // html:root outranks the defaults' :root in styles/globals.css whichever stylesheet the browser applies last.
  return `html:root{${body}}\n`;
}

/** The shop's look and its stylesheet, cached with the content tag (dropped on every instance by a change). */
export function getThemeStylesheet(): Promise<ThemeStylesheet> {
  return cached('theme-stylesheet', [CONTENT_TAG], async () => {
    const [row] = await getDb().select({ theme: companySettings.theme }).from(companySettings).where(eq(companySettings.id, 1));
    const theme = storedTheme(row?.theme);
    const css = themeCss(theme);
    const version = createHash('sha256').update(css).digest('base64url').slice(0, 16);
    return { theme, css, version, etag: `"${version}"` };
  });
}

/**
 * Saves the look. A pair of colours below WCAG AA is refused (400, the pair and its ratio in Persian): the shop's
 * text must stay readable whatever the operator picks.
 */
export async function updateTheme(actor: AuditActor, theme: Theme): Promise<ThemeStylesheet> {
  const refusal = contrastRefusal(theme);
  if (refusal) throw new ValidationError(refusal.message, { [refusal.pair]: refusal.message });
  await getDb().transaction(async (tx) => {
    // Row lock: two operators saving at once apply one after the other, and the audit's `before` is the one replaced.
    const [row] = await tx.select({ theme: companySettings.theme }).from(companySettings).where(eq(companySettings.id, 1)).for('update');
    if (!row) throw new NotFoundError('تنظیمات فروشگاه ثبت نشده است');
    await tx.update(companySettings).set({ theme, updatedAt: new Date() }).where(eq(companySettings.id, 1));
    await audit(tx, actor, { entityType: 'theme', entityId: 1, action: 'update', before: storedTheme(row.theme), after: theme });
  });
  // The stylesheet's version is in every page's <link>: drop the cached sheet and the kept pages together.
  invalidateTag(CONTENT_TAG);
  await purgeRenderedPages();
  return getThemeStylesheet();
}
