import { expect, test } from '@playwright/test';
import { skipPopup } from './support';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test.describe('the home page', () => {
  test('is Persian, right to left, in Vazirmatn, with the demo shop from the database', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa-IR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await expect(page.getByRole('heading', { level: 1 })).toContainText('خرید نقدی و اقساطی');
    await expect(page.getByRole('link', { name: 'گوشی موبایل' }).first()).toBeVisible();

    // Rows under the first one load their cards as they near the screen (app/_compose/lazy-product-row.tsx).
    const newestRow = page.getByRole('region', { name: 'جدیدترین محصولات' });
    await newestRow.scrollIntoViewIfNeeded();
    const newest = newestRow.getByRole('listitem');
    await expect(newest).toHaveCount(10);
    // Prices are whole toman in Persian digits with the Arabic thousands separator.
    await expect(newest.first()).toContainText(/[۰-۹]+٬[۰-۹]{3}/);
    await expect(newest.first()).toContainText('تومان');

    const fontFamily = await page.locator('body').evaluate((el) => getComputedStyle(el).fontFamily);
    expect(fontFamily.toLowerCase()).toContain('vazirmatn');
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.toLowerCase());
    });
    expect(loaded.some((family) => family.includes('vazirmatn'))).toBe(true);
  });

  test('a row far down the page wakes when scrolled to: its card adds to the visitor’s basket', async ({ page }) => {
    await page.goto('/');
    const rows = page.locator('section[aria-labelledby^="home-category-"]');
    const lastRow = rows.last();
    // Rows below the first screen load their cards when the visitor comes near (app/_compose/lazy-product-row.tsx).
    await lastRow.scrollIntoViewIfNeeded();
    const add = lastRow.getByRole('button', { name: /^افزودن به سبد خرید:/ }).first();
    await add.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('basketId'))).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  test('shows the footer copyright and the company phone numbers', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer body loads when it scrolls near the screen.
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.locator('a[href^="tel:"]').first()).toBeVisible();
    await expect(footer).toContainText('۱۴۰۵');
  });
});

test.describe('the API over HTTP', () => {
  test('answers static data as JSON and errors as JSON, never HTML', async ({ request }) => {
    const ok = await request.get('/api/public/getStaticsData');
    expect(ok.status()).toBe(200);
    expect((await ok.json()).data.company.companyName).toBeTruthy();

    const missing = await request.get('/api/public/unknown');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).toContain('application/json');

    const wrongMethod = await request.post('/api/public/provinces');
    expect(wrongMethod.status()).toBe(405);
    expect(await wrongMethod.json()).toEqual({ message: 'این روش درخواست برای این مسیر مجاز نیست' });
  });
});
