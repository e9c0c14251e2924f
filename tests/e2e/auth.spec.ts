import { expect, test, type Page } from '@playwright/test';
import { codeFor, expectNoSeriousA11yViolations, outbox, skipPopup, typeCode, type OutboxLine } from './support';

const sentTo = async (mobile: string, purpose: OutboxLine['purpose']) => (await outbox()).filter((l) => l.mobile === mobile && l.purpose === purpose).length;

async function startLogin(page: Page, mobile: string) {
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill(mobile);
}

async function logoutFromDashboard(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'خروج از حساب کاربری' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
}

const NATIONAL_CODE_MOBILE = '0067749828';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('a new number signs up with the code, completes the profile, sets a password, logs out, logs in with it and recovers it', async ({ page, isMobile }) => {
  // Each viewport registers its own person: numbers and national codes are unique per account.
  const mobile = isMobile ? '09351110002' : '09351110001';
  const nationalCode = isMobile ? NATIONAL_CODE_MOBILE : '0049937081';
  const heading = page.getByRole('heading', { level: 1 });

  // Step 0 → 1: the code from the outbox.
  await page.goto('/login?c=%2Fdashboard');
  await expect(heading).toHaveText('ورود | ثبت نام');
  // The shop's sign-in pictures under the form, from the browser's copy of the static data.
  await expect(page.getByRole('img', { name: 'ضمانت اصالت کالا' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('شماره موبایل').fill(mobile.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!));
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await expect(heading).toHaveText('کد تایید را وارد کنید');
  await typeCode(page, await codeFor(mobile, 'login', 0), isMobile);

  // Step 4: the profile.
  await expect(heading).toHaveText('اطلاعات خود را وارد نمایید');
  await page.getByLabel('نام', { exact: true }).fill('زهرا');
  await page.getByLabel('نام خانوادگی').fill('محمدی');
  await page.getByLabel('کد ملی').fill(nationalCode);
  await page.getByRole('combobox', { name: 'تاریخ تولد' }).click();
  await page.getByRole('dialog', { name: 'تقویم' }).getByRole('button', { name: /^۱ / }).click();
  await page.getByLabel('استان').selectOption({ label: 'تهران' });
  await page.getByLabel('شهر').selectOption({ label: 'شهریار' });
  await page.getByRole('button', { name: 'ثبت اطلاعات' }).click();

  // Step 5: the password, then back to c.
  await expect(heading).toHaveText('رمز عبور خود را تعیین کنید');
  const submit = page.getByRole('button', { name: 'ورود' });
  await page.getByLabel('رمز عبور', { exact: true }).fill('Sahar1234');
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'تکرار رمز عبور' }).fill('Sahar1234');
  await submit.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('زهرا محمدی')).toBeVisible();
  await logoutFromDashboard(page);

  // Password login, and the header shows the account.
  await startLogin(page, mobile);
  await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill('Sahar1234');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  if (isMobile) {
    await expect(page.getByRole('link', { name: 'حساب کاربری' })).toHaveAttribute('href', '/dashboard');
  } else {
    await page.getByRole('button', { name: 'حساب کاربری' }).hover();
    await expect(page.getByRole('link', { name: /زهرا محمدی/ })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('link', { name: /کیف پول/ })).toContainText('0');
  }
  await logoutFromDashboard(page);

  // Recovery: step 2 → 3 → 5.
  await startLogin(page, mobile);
  await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  const resets = await sentTo(mobile, 'reset');
  await page.getByRole('button', { name: 'فراموشی رمز عبور' }).click();
  await expect(heading).toHaveText('کد تایید را وارد کنید');
  await typeCode(page, await codeFor(mobile, 'reset', resets), isMobile);
  await expect(heading).toHaveText('رمز عبور خود را تعیین کنید');
  await page.getByLabel('رمز عبور', { exact: true }).fill('Morning2025');
  await page.getByRole('textbox', { name: 'تکرار رمز عبور' }).fill('Morning2025');
  await page.getByRole('button', { name: 'ورود' }).click();
  await expect(page).toHaveURL(/\/$/);
  await logoutFromDashboard(page);

  await startLogin(page, mobile);
  await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
  await page.getByLabel('رمز عبور', { exact: true }).fill('Morning2025');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the account links of a guest lead to /login, and closing /login goes home', async ({ page, isMobile }) => {
  await page.goto('/');
  if (!isMobile) await expect(page.getByRole('link', { name: 'ورود/ثبت نام' })).toHaveAttribute('href', '/login');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?c=%2Fdashboard$/);
  await page.getByRole('link', { name: 'انصراف و بازگشت به صفحه اصلی' }).click();
  await expect(page).toHaveURL(/\/$/);
});
