import { readFileSync } from 'node:fs';
import { and, desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contracts/envelope';
import { checkContrast, DEFAULT_THEME, themeVariables, type Theme } from '@/lib/contracts/theme';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companySettings } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';
import { themeAnswerSchema } from './look.routes';

const css = (headers: Record<string, string> = {}, query = '') => callApi(`/public/theme.css${query}`, { headers });
const themeRows = () => getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'theme'), eq(auditLog.entityId, '1'))).orderBy(desc(auditLog.id));

afterEach(async () => {
  await getDb().update(companySettings).set({ theme: null }).where(eq(companySettings.id, 1));
  // The next test's first read must not meet this one's cached sheet.
  const editor = await loginAsStaff('content');
  await userJson('PUT', '/admin/theme', editor.token, DEFAULT_THEME);
});

describe('the look (GET/PUT /api/admin/theme, GET /api/public/theme.css)', () => {
  it('keeps the defaults of styles/globals.css equal to DEFAULT_THEME, and they pass every contrast pair', () => {
    const globals = readFileSync('styles/globals.css', 'utf8');
    for (const [name, value] of Object.entries(themeVariables(DEFAULT_THEME))) expect(globals, name).toContain(`${name}: ${value};`);
    expect(checkContrast(DEFAULT_THEME).every((c) => c.passes)).toBe(true);
  });

  it('content.read reads and content.write saves; other roles get 403', async () => {
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/theme', staff.token)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/theme', staff.token, { ...DEFAULT_THEME, primary: '#1d4ed8' })).status, role).toBe(403);
    }
    expect((await themeRows()).filter((r) => (r.after as Theme | null)?.primary === '#1d4ed8')).toHaveLength(0);
    const editor = await loginAsStaff('content');
    const res = await userJson('GET', '/admin/theme', editor.token);
    expect(res.status).toBe(200);
    expect(envelope(themeAnswerSchema).parse(res.body).data.theme).toEqual(DEFAULT_THEME);
  });

  it('refuses a pair below 4.5:1 with the pair and its ratio in Persian, and changes nothing', async () => {
    const editor = await loginAsStaff('content');
    const auditBefore = (await themeRows()).length;
    const before = await css();
    // Yellow buttons with white text: 1.53 to 1.
    const res = await userJson('PUT', '/admin/theme', editor.token, { ...DEFAULT_THEME, primary: '#facc15' });
    expect(res.status).toBe(400);
    const message = 'تضاد رنگ «متن سفید روی رنگ اصلی» ۱٫۵۳ به ۱ است؛ برای خوانایی (WCAG AA) دست‌کم ۴٫۵ به ۱ لازم است';
    expect(res.body).toEqual({ message, errors: { onPrimary: message } });
    // A light seller red under white text: its own pair is named.
    const seller = await userJson('PUT', '/admin/theme', editor.token, { ...DEFAULT_THEME, seller: '#f87171' });
    expect(seller.status).toBe(400);
    expect((seller.body as { message: string }).message).toMatch(/^تضاد رنگ «متن سفید روی نوار فروشنده» [۰-۹]٫[۰-۹]{2} به ۱ است/);
    const malformed = await userJson('PUT', '/admin/theme', editor.token, { ...DEFAULT_THEME, accent: 'red', radius: 99 });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: { accent: 'رنگ تأکید باید رنگی به شکل ‎#RRGGBB باشد', radius: 'گردی گوشه‌ها باید عددی صحیح از ۰ تا ۲۴ پیکسل باشد' } });
    expect((await themeRows()).length).toBe(auditBefore);
    expect((await css()).body).toBe(before.body);
  });

  it('serves the variables with an ETag, 304 on a match, and a new ETag and CSS once the look changes, audited', async () => {
    const first = await css();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(first.body).toBe(`html:root{--vitrin-primary:#e11d48;--vitrin-accent:#be123c;--vitrin-surface:#ffffff;--vitrin-page:#f9fafb;--vitrin-ink:#1f2937;--vitrin-muted:#6b7280;--vitrin-seller:#dc2626;--vitrin-radius:0.5rem}\n`);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{16}"$/);
    const again = await css({ 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect((await css({ 'If-None-Match': `W/${etag}` })).status).toBe(304);
    // The pages link the versioned address, which never changes its content.
    expect((await css({}, `?v=${etag.slice(1, -1)}`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const editor = await loginAsStaff('content');
    const look = { ...DEFAULT_THEME, primary: '#1D4ED8', accent: '#1e40af', radius: 12 };
    const saved = await userJson('PUT', '/admin/theme', editor.token, look);
    expect(saved.status).toBe(200);
    const { data } = envelope(themeAnswerSchema).parse(saved.body);
    expect(data.theme).toMatchObject({ primary: '#1d4ed8', accent: '#1e40af', radius: 12 });

    const changed = await css({ 'If-None-Match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).toBe(`"${data.version}"`);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.body).toContain('--vitrin-primary:#1d4ed8;--vitrin-accent:#1e40af;');
    expect(changed.body).toContain('--vitrin-radius:0.75rem');
    // The version lives in the database, not in this process: a sheet computed afresh from the row is the same.
    const [row] = await getDb().select({ theme: companySettings.theme }).from(companySettings).where(eq(companySettings.id, 1));
    expect(row?.theme).toMatchObject({ primary: '#1d4ed8', radius: 12 });

    const [audit] = await themeRows();
    expect(audit).toMatchObject({ actorKind: 'user', actorUserId: editor.user.id, action: 'update', before: { primary: '#e11d48', accent: '#be123c', radius: 8 }, after: { primary: '#1d4ed8', accent: '#1e40af', radius: 12 } });
  });
});
