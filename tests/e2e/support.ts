import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The popup (SPEC §4) would cover the page; a test that is not about it marks this visit as having seen one. */
export async function skipPopup(page: Page) {
  await page.addInitScript(() => sessionStorage.setItem('popup_shown', 'test'));
}

/** Operators' switch for maintenance and catalog mode (the token comes from playwright.config.ts). */
export async function setShopSettings(request: APIRequestContext, settings: Record<string, unknown>) {
  const res = await request.put('/api/admin/settings', {
    data: settings,
    headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** No axe-core violation of serious or critical impact (issue 3 quality bar). */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Prices on the page are Persian digits with U+066C separators; read one back as a number. */
export function tomanOf(text: string): number {
  const digits = text.replace(/[۰-۹]/g, (d) => String('۰۱۲۳۴۵۶۷۸۹'.indexOf(d))).replace(/[^\d]/g, '');
  return Number(digits);
}

export type OutboxLine = { mobile: string; code: string; purpose: 'login' | 'reset' };

/** What the log SMS provider of the e2e server has sent (the path comes from playwright.config.ts). */
export async function outbox(): Promise<OutboxLine[]> {
  const text = await readFile(process.env.E2E_OUTBOX_PATH!, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as OutboxLine);
}
