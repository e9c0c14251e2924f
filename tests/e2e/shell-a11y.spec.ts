import { expect, test, type Locator, type Page } from '@playwright/test';
import { codeFor, expectNoSeriousA11yViolations, freshPerson, outbox, setShopSettings, skipPopup, typeCode } from './support';

// Issue 20: signing in during maintenance, the header on scroll, the dialogs, the profile step.

/** The demo seed's supervisor (lib/server/seed/demo-data/accounts.ts), whose profile is complete. */
const DEMO_SUPERVISOR = '09370000000';

/** Tab (and Shift+Tab) `presses` times from inside `dialog`: focus never leaves it. */
async function expectFocusKeptIn(page: Page, dialog: Locator, presses: number) {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `${key} ${i + 1}`).toBe(true);
    }
  }
}

/** The page behind an open dialog does not scroll. */
async function expectScrollLocked(page: Page) {
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
}

test('during maintenance a supervisor signs in on /login and sees the shop; a visitor still gets the repair page', async ({ page, browser, request, isMobile }) => {
  await setShopSettings(request, { maintenanceMode: true, maintenanceModeExpDateTime: null });
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto('/');
    await expect(visitorPage.getByRole('heading', { name: 'سایت در حال تعمیر است' })).toBeVisible();

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'سایت در حال تعمیر است' })).toHaveCount(0);
    const before = (await outbox()).filter((l) => l.mobile === DEMO_SUPERVISOR && l.purpose === 'login').length;
    await page.getByLabel('شماره موبایل').fill(DEMO_SUPERVISOR);
    await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('کد تایید را وارد کنید');
    await typeCode(page, await codeFor(DEMO_SUPERVISOR, 'login', before), isMobile);

    // The profile is complete, so the code ends the flow: home, with the shop and not the repair page.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'گوشی موبایل' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'سایت در حال تعمیر است' })).toHaveCount(0);

    await visitorPage.reload();
    await expect(visitorPage.getByRole('heading', { name: 'سایت در حال تعمیر است' })).toBeVisible();
  } finally {
    await visitor.close();
    await setShopSettings(request, { maintenanceMode: false, maintenanceModeExpDateTime: null });
  }
});

test('the header slides away on scroll down past 50 px and comes back on scroll up', async ({ page }) => {
  await skipPopup(page);
  await page.goto('/shop/category-mobile');
  const header = page.getByRole('banner');
  await expect(header).toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(header).not.toBeInViewport();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(header).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
});

test('the popup and the mini basket keep focus inside, close on Escape, hold the page still and give focus back', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the demo popup and the header basket are desktop parts; the phone’s dialogs are walked below');
  await page.goto('/');
  const popup = page.getByRole('dialog', { name: 'تخفیف ویژه گلکسی S25 اولترا' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'بستن' })).toBeFocused();
  await expectScrollLocked(page);
  await expectNoSeriousA11yViolations(page);
  await expectFocusKeptIn(page, popup, 4);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  const opener = page.getByRole('button', { name: /^سبد خرید/ });
  await opener.focus();
  await page.keyboard.press('Enter');
  const basket = page.getByRole('dialog', { name: 'سبد خرید' });
  await expect(basket).toBeVisible();
  await expectScrollLocked(page);
  await expectNoSeriousA11yViolations(page);
  await expectFocusKeptIn(page, basket, 5);
  await page.keyboard.press('Escape');
  await expect(basket).toBeHidden();
  await expect(opener).toBeFocused();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
});

test('on a phone the search drawer and the filters sheet keep focus inside and close on Escape', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer and the sheet are the phone’s');
  await skipPopup(page);
  await page.goto('/shop/category-mobile');
  const opener = page.getByRole('button', { name: 'جستجو در محصولات' });
  await opener.click();
  const search = page.getByRole('dialog', { name: 'جستجو' });
  await expect(search.getByRole('combobox', { name: 'جستجو در محصولات' })).toBeFocused();
  await expectScrollLocked(page);
  await expectFocusKeptIn(page, search, 4);
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();
  await expect(opener).toBeFocused();

  await page.getByRole('link', { name: /^فیلترها/ }).click();
  const filters = page.getByRole('dialog', { name: 'فیلترها' });
  await expect(filters).toBeVisible();
  await expectScrollLocked(page);
  await expectNoSeriousA11yViolations(page);
  await expectFocusKeptIn(page, filters, 6);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
});

test('the profile step says what is wrong when a field is left, and its birth-date picker works from the keyboard', async ({ page, isMobile }) => {
  await skipPopup(page);
  const person = freshPerson();
  await page.goto('/login');
  await page.getByLabel('شماره موبایل').fill(person.mobile);
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  await typeCode(page, await codeFor(person.mobile, 'login', 0), isMobile);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('اطلاعات خود را وارد نمایید');

  // Left empty, a field says so at once; the disabled button says what is missing.
  await page.getByLabel('نام', { exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('لطفا نام را به درستی پر کنید')).toBeVisible();
  const save = page.getByRole('button', { name: 'ثبت اطلاعات' });
  await expect(save).toBeDisabled();
  await expect(page.getByText(/برای ثبت اطلاعات این موارد را کامل کنید: .*تاریخ تولد/)).toBeVisible();
  await page.getByLabel('نام', { exact: true }).fill('سارا');
  await page.getByLabel('نام خانوادگی').fill('احمدی');
  await page.getByLabel('کد ملی').fill(person.nationalCode);

  // The picker opens at an adult's year, with the month and the year as selects.
  const field = page.getByRole('combobox', { name: 'تاریخ تولد' });
  await field.focus();
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'تقویم' });
  await expect(calendar).toBeVisible();
  // The latest day is today − 6 years (SPEC §5); the calendar opens 24 years before it.
  const latest = new Date();
  latest.setFullYear(latest.getFullYear() - 6);
  const latestYear = Number(new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', { year: 'numeric', timeZone: 'Asia/Tehran' }).format(latest).replace(/\D/g, ''));
  await expect(calendar.getByRole('combobox', { name: 'سال' })).toHaveValue(String(latestYear - 24));
  await expect(calendar.getByRole('button', { name: 'ماه قبل' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await calendar.getByRole('combobox', { name: 'سال' }).selectOption('1370');
  await calendar.getByRole('combobox', { name: 'ماه' }).selectOption({ label: 'مهر' });
  const day = calendar.getByRole('button', { name: '۱۵ مهر ۱۳۷۰' });
  await day.focus();
  await page.keyboard.press('ArrowDown');
  await expect(calendar.getByRole('button', { name: '۲۲ مهر ۱۳۷۰' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('۱۳۷۰/۰۷/۲۲');

  await page.getByLabel('استان').selectOption({ label: 'تهران' });
  await page.getByLabel('شهر').selectOption({ label: 'تهران' });
  await expect(page.getByText(/برای ثبت اطلاعات این موارد را کامل کنید/)).toHaveCount(0);
  await save.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('رمز عبور خود را تعیین کنید');
});
