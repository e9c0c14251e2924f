import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, skipPopup } from './support';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('the footer’s about and contact links open the shop’s own pages', async ({ page }) => {
  // Scripts loaded and hydrated before the click; a click earlier would be the browser's own (a full page load).
  await page.goto('/', { waitUntil: 'networkidle' });
  // A marker on the window survives only client-side navigation: the footer's links are NavLinks.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'درباره ما' }).click();
  await expect(page).toHaveURL(/\/pages\/about$/);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.getByRole('heading', { level: 1, name: 'درباره ما' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('گارانتی معتبر');
  await expect(page.getByRole('main').locator('time')).toHaveText(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);

  await page.getByRole('contentinfo').getByRole('link', { name: 'تماس با ما' }).click();
  await expect(page).toHaveURL(/\/pages\/contact$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'نشانی دفترها' })).toBeVisible();
  await expect(main.locator('a[href="tel:021-88776655"]')).toHaveText('۰۲۱-۸۸۷۷۶۶۵۵');
  await expect(main.locator('a[href="mailto:support@vitrin.example"]')).toBeVisible();
  await expect(page).toHaveTitle(/تماس با ما/);
  await expectNoSeriousA11yViolations(page);
});

test('a content page is kept in the page cache, and an operator’s save shows at once', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'server behaviour; one viewport is enough');
  await request.get('/pages/return-policy');
  expect((await request.get('/pages/return-policy')).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
  const admin = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
  const before = (await (await request.get('/api/public/pages/return-policy')).json()).data;
  const save = (data: object) => request.put('/api/admin/pages/return-policy', { data, headers: admin });
  expect((await save({ title: 'بازگشت کالا تا ۱۰ روز', body: '<p>مهلت بازگشت کالا ۱۰ روز است.</p>' })).status()).toBe(200);
  try {
    await page.goto('/pages/return-policy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('بازگشت کالا تا ۱۰ روز');
    await expect(page.getByRole('main')).toContainText('مهلت بازگشت کالا ۱۰ روز است.');
  } finally {
    const { title, summary, body, showContacts } = before;
    expect((await save({ title, summary, body, showContacts })).status()).toBe(200);
  }
  await page.goto('/pages/return-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('شرایط بازگشت کالا');
});

test('an unknown content page is the 404 page', async ({ page }) => {
  const res = await page.goto('/pages/no-such-page');
  expect(res?.status()).toBe(404);
  expect((await page.goto('/pages/Not_A_Slug'))?.status()).toBe(404);
});

test('every link of the menus, the footer and the categories screen leads to a page', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same links; one viewport is enough');
  const hrefs = new Set<string>();
  for (const path of ['/', '/categories']) {
    await page.goto(path);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    for (const href of await page.locator('header a[href^="/"], nav a[href^="/"], footer a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!)))
      hrefs.add(href);
  }
  expect(hrefs.size).toBeGreaterThan(20);
  const broken: string[] = [];
  for (const href of hrefs) {
    const res = await request.get(href, { maxRedirects: 0 });
    if (res.status() >= 400) broken.push(`${href} → ${res.status()}`);
  }
  expect(broken).toEqual([]);
});

test('the sitemap lists the shop’s pages', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const path of ['/pages/about', '/pages/contact', '/pages/return-policy', '/pages/privacy', '/faq', '/agency']) expect(xml).toContain(`${path}</loc>`);
});
