import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { randomInt } from 'node:crypto';
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
async function outboxLines(): Promise<Record<string, unknown>[]> {
  const text = await readFile(process.env.E2E_OUTBOX_PATH!, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
}

export async function outbox(): Promise<OutboxLine[]> {
  return (await outboxLines()).filter((l) => 'code' in l) as OutboxLine[];
}

/** The plain texts (payment links) the e2e server has sent to a number. */
export async function textsTo(mobile: string): Promise<string[]> {
  return (await outboxLines()).filter((l) => 'text' in l && l.mobile === mobile).map((l) => String(l.text));
}

/** The newest code the log SMS provider wrote for the number, once there are more than `before` of them. */
export async function codeFor(mobile: string, purpose: OutboxLine['purpose'], before: number): Promise<string> {
  let lines: OutboxLine[] = [];
  await expect.poll(async () => (lines = (await outbox()).filter((l) => l.mobile === mobile && l.purpose === purpose)).length).toBeGreaterThan(before);
  return lines.at(-1)!.code;
}

/** The code boxes: one field on phones, four on desktop (SPEC §2 login step 1). */
export async function typeCode(page: Page, code: string, isMobile: boolean) {
  if (isMobile) await page.getByLabel('کد تایید', { exact: true }).fill(code);
  else {
    await page.getByLabel('رقم ۱ از ۴ کد تایید').click();
    await page.keyboard.type(code);
  }
}

/** A number and a national code (passing the SPEC §5 checksum) no earlier run has used. */
export function freshPerson(): { mobile: string; nationalCode: string } {
  const mobile = `0936${String(randomInt(1e7)).padStart(7, '0')}`;
  for (;;) {
    const body = String(randomInt(1e9)).padStart(9, '0');
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
    const r = sum % 11;
    const code = body + String(r < 2 ? r : 11 - r);
    if (!/^(\d)\1{9}$/.test(code) && body.slice(3, 9) !== '000000') return { mobile, nationalCode: code };
  }
}

/** A new person signs up on the /login page the browser is on: code, profile, password; the page then leaves for c. */
export async function signUpOnLoginPage(page: Page, isMobile: boolean, person = freshPerson()) {
  const heading = page.getByRole('heading', { level: 1 });
  await page.getByLabel('شماره موبایل').fill(person.mobile);
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await expect(heading).toHaveText('کد تایید را وارد کنید');
  await typeCode(page, await codeFor(person.mobile, 'login', 0), isMobile);
  await expect(heading).toHaveText('اطلاعات خود را وارد نمایید');
  await page.getByLabel('نام', { exact: true }).fill('سارا');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByLabel('کد ملی').fill(person.nationalCode);
  await page.getByRole('combobox', { name: 'تاریخ تولد' }).click();
  // The first day of the month the picker opens at (years back, so it may be chosen).
  await page.getByRole('dialog', { name: 'تقویم' }).getByRole('button', { name: /^۱ / }).click();
  await page.getByLabel('استان').selectOption({ label: 'تهران' });
  await page.getByLabel('شهر').selectOption({ label: 'تهران' });
  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();
  await expect(heading).toHaveText('رمز عبور خود را تعیین کنید');
  await page.getByLabel('رمز عبور', { exact: true }).fill('Sara12345');
  await page.getByRole('textbox', { name: 'تکرار رمز عبور' }).fill('Sara12345');
  await page.getByRole('button', { name: 'ورود' }).click();
  return person;
}

/**
 * Signs in through the API with the outbox's code and leaves the session where the app keeps it (userInfo).
 * With `page.request` as the request context, the login's cookies (session, staff preview) are the browser's too.
 */
export async function signInThroughApi(page: Page, request: APIRequestContext, mobile: string): Promise<{ token: string }> {
  expect((await request.post('/api/v1/sendCode', { data: { mobile } })).status()).toBe(200);
  const code = (await outbox()).filter((l) => l.mobile === mobile).at(-1)!.code;
  const res = await request.post('/api/v1/userLoginBySMS', { data: { mobile, code } });
  expect(res.status()).toBe(200);
  const { token, secretKey, newPassword, user } = (await res.json()).data;
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify({ ...user, token, secretKey, newPassword }));
  return { token };
}

/** On /order: adds a Tehran address through the address form; it becomes the chosen one. */
export async function addAddressAtCheckout(page: Page, street = 'خیابان انقلاب، کوچه یاس، پلاک ۸، واحد ۲') {
  await page.getByRole('button', { name: '+ افزودن نشانی تازه' }).click();
  const form = page.getByRole('form', { name: 'نشانی تازه' });
  await form.getByLabel('استان').selectOption({ label: 'تهران' });
  await form.getByLabel('شهر').selectOption({ label: 'تهران' });
  await form.getByLabel('نشانی کامل').fill(street);
  await form.getByLabel('کد پستی ۱۰ رقمی').fill('۱۴۱۵۶۷۸۹۱۰');
  await form.getByLabel('نام و نام خانوادگی گیرنده').fill('سارا احمدی');
  await form.getByLabel('موبایل گیرنده').fill('۰۹۱۲۱۲۳۴۵۶۷');
  await form.getByRole('button', { name: 'ذخیره نشانی' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(street.slice(0, 12)) })).toBeChecked();
}

/** A checksum-valid national code the local credit adapter approves: 300 + (first nine digits mod 551) ≥ 650 (docs/domains.md). */
export function approvedNationalCode(): string {
  for (;;) {
    const body = String(randomInt(100_000_000, 999_999_999));
    if (300 + (Number(body) % 551) < 650 || body.slice(3) === '000000') continue;
    let sum = 0;
    for (let i = 0; i < 9; i++) sum += Number(body[i]) * (10 - i);
    const r = sum % 11;
    return body + String(r < 2 ? r : 11 - r);
  }
}
