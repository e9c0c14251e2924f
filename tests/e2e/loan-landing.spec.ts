import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, skipPopup, tomanOf } from './support';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('the loan offer calculates, a person registers interest and checks it by national code and mobile', async ({ page }) => {
  await page.goto('/beta');
  await expect(page.getByRole('heading', { name: 'خرید اقساطی گوشی', level: 1 })).toBeVisible();
  await page.getByLabel('مبلغ خرید (تومان)').fill('۴۰۰۰۰۰۰۰');
  const instalment = page.locator('div').filter({ hasText: /^قسط ماهانه/ }).locator('dd');
  await expect(instalment).toHaveText(/^[۰-۹٬]+ تومان$/);
  expect(tomanOf(await page.locator('div').filter({ hasText: /^پیش‌پرداخت/ }).locator('dd').innerText())).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);

  const person = freshPerson();
  await page.getByRole('link', { name: 'ثبت‌نام و تماس کارشناس' }).click();
  await expect(page).toHaveURL(/\/loanbeta\/register$/);
  await page.getByLabel('نام و نام خانوادگی').fill('مریم احمدی');
  await page.getByLabel('شماره موبایل').fill(person.mobile);
  await page.getByLabel('کد ملی').fill('123');
  await page.getByLabel('مبلغ درخواستی (تومان)').fill('۳۰٬۰۰۰٬۰۰۰');
  await page.getByRole('button', { name: 'ثبت درخواست' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'کد ملی' })).toHaveText('کد ملی وارد شده صحیح نمی باشد');
  await page.getByLabel('کد ملی').fill(person.nationalCode);
  await page.getByRole('button', { name: 'ثبت درخواست' }).click();
  await expect(page.getByRole('status')).toHaveText(/درخواست شما ثبت شد/);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'پیگیری درخواست' }).click();
  // The register page has a national code field too: fill the check page's, not the one on its way out.
  await expect(page).toHaveURL(/\/loanbeta\/check$/);
  await page.getByLabel('کد ملی').fill(person.nationalCode);
  await page.getByLabel('شماره موبایل').fill('09120000001');
  await page.getByRole('button', { name: 'پیگیری' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'درخواستی' })).toHaveText('درخواستی با این کد ملی و شماره موبایل یافت نشد');
  await page.getByLabel('شماره موبایل').fill(person.mobile);
  await page.getByRole('button', { name: 'پیگیری' }).click();
  await expect(page.getByRole('status')).toContainText('در انتظار تماس کارشناس');
});
