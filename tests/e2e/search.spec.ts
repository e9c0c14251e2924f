import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, skipPopup } from './support';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('390 px: type a model name in Persian letters in the full-screen drawer and open the product', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  await page.goto('/');
  await page.getByRole('button', { name: 'جستجو در محصولات' }).click();
  const drawer = page.getByRole('dialog', { name: 'جستجو' });
  await expect(drawer).toBeVisible();
  const box = drawer.getByRole('combobox', { name: 'جستجو در محصولات' });
  await expect(box).toBeFocused();
  await box.pressSequentially('گلکسی s25 اولترا', { delay: 40 });

  const option = drawer.getByRole('option', { name: /Galaxy S25 Ultra/ }).first();
  await expect(option).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'برندها' }).getByRole('option', { name: 'سامسونگ' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const title = (await option.innerText()).trim();
  await option.click();

  await expect(page).toHaveURL(/\/products\/\d+\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('dialog', { name: 'جستجو' })).toHaveCount(0);
});

test('desktop: arrows and Enter open a suggestion; a typo still finds it; Enter alone searches', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the header box is the desktop layout');
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'جستجو در محصولات' });
  await box.pressSequentially('ایفون ۱۶', { delay: 40 });
  await expect(page.getByRole('option').first()).toContainText('iPhone 16');
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/products\/\d+\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('iPhone 16');

  await box.fill('');
  await box.pressSequentially('سامسنگ', { delay: 40 });
  await expect(page.getByRole('option').first()).toContainText('سامسونگ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/shop\?search=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('نتایج جستجو برای «سامسنگ»');
  await expect(page.getByRole('link', { name: 'مرتبط‌ترین' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('main').locator('a[href^="/products/"]').first()).toContainText('سامسونگ');
});

test('390 px: the drawer offers the categories from the browser copy of the static data, which the shop confirms with 304', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'the drawer is the phone layout');
  const staticData = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/public/getStaticsData');
  const drawer = page.getByRole('dialog', { name: 'جستجو' });
  const tablets = drawer.getByRole('region', { name: 'دسته‌بندی‌ها' }).getByRole('link', { name: 'تبلت' });

  await page.goto('/');
  const first = staticData();
  await page.getByRole('button', { name: 'جستجو در محصولات' }).click();
  await expect(tablets).toBeVisible();
  expect((await first).status()).toBe(200);
  const etag = await page.evaluate(() => (JSON.parse(localStorage.getItem('staticData') ?? '{}') as { etag?: string }).etag);
  expect(etag).toBeTruthy();

  // A copy last confirmed long ago: the next page draws it at once and asks whether it is still current.
  await page.evaluate(() => {
    const copy = JSON.parse(localStorage.getItem('staticData')!) as Record<string, unknown>;
    localStorage.setItem('staticData', JSON.stringify({ ...copy, checkedAt: 0 }));
  });
  await page.reload();
  const again = staticData();
  await page.getByRole('button', { name: 'جستجو در محصولات' }).click();
  await expect(tablets).toBeVisible();
  const answer = await again;
  expect(answer.status()).toBe(304);
  expect(await answer.request().headerValue('if-none-match')).toBe(etag);

  await tablets.click();
  await expect(page).toHaveURL(/\/shop\/category-tablet$/);
  await expect(drawer).toHaveCount(0);
});
