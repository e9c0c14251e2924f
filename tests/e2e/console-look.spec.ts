import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup } from './support';

const systemToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
// Blue 700: white on it is 6.70 to 1.
const BLUE = { hex: '#1d4ed8', rgb: 'rgb(29, 78, 216)' };
const DEFAULT_LOOK = { primary: '#e11d48', accent: '#be123c', surface: '#ffffff', page: '#f9fafb', ink: '#1f2937', muted: '#6b7280', seller: '#dc2626', radius: 8 };

test.afterEach(async ({ request }) => {
  // The look is the whole shop's: the specs after this one meet the default colours again.
  expect((await request.put('/api/admin/theme', { headers: systemToken, data: DEFAULT_LOOK })).status()).toBe(200);
});

test('an operator changes the primary colour on the look page; the storefront uses it at once', async ({ page, browser, request, isMobile }) => {
  await skipPopup(page);
  const editor = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: editor.mobile, role: 'content' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, editor.mobile);
  await page.goto('/admin');
  if (isMobile) await page.getByRole('button', { name: 'منو' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'منوی کنسول' }) : page.getByRole('navigation', { name: 'بخش‌های کنسول' });
  await menu.getByRole('link', { name: 'ظاهر فروشگاه' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ظاهر فروشگاه' })).toBeVisible();
  await expect(page.getByTestId('contrast-onPrimary')).toContainText('۴٫۶۹ به ۱');
  await expectNoSeriousA11yViolations(page);

  // A yellow too light for white text: the ratio shows at once, and the server refuses it in Persian.
  const primary = page.getByLabel('رنگ اصلی', { exact: true });
  await primary.fill('#facc15');
  await expect(page.getByTestId('contrast-onPrimary')).toContainText('۱٫۵۳ به ۱');
  await expect(page.getByTestId('contrast-onPrimary')).toContainText('کم‌تضاد');
  await page.getByRole('button', { name: 'ذخیره ظاهر' }).click();
  await expect(page.getByText('تضاد رنگ «متن سفید روی رنگ اصلی» ۱٫۵۳ به ۱ است').first()).toBeVisible();

  // Blue: the preview's basket button takes it before saving.
  await primary.fill(BLUE.hex);
  await expect(page.getByTestId('contrast-onPrimary')).toContainText('۶٫۷۰ به ۱');
  await expect(page.getByTestId('preview-basket')).toHaveCSS('background-color', BLUE.rgb);
  await page.getByRole('button', { name: 'ذخیره ظاهر' }).click();
  await expect(page.getByText('ظاهر فروشگاه ذخیره شد').first()).toBeVisible();

  // A shopper's first visit after the change: the stylesheet link carries the new version.
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await skipPopup(shop);
  const listing = await (await request.get('/api/shop/products?inStock=true&pageSize=1')).json();
  const product = (await (await request.get(`/api/public/products/${listing.data.items[0].id}`)).json()).data as { canonicalPath: string };
  await shop.goto(product.canonicalPath);
  const addButton = shop.getByRole('button', { name: 'افزودن به سبد خرید' }).first();
  await expect(addButton).toHaveCSS('background-color', BLUE.rgb);
  const version = (await (await request.get('/api/admin/theme', { headers: systemToken })).json()).data.version as string;
  await expect(shop.locator(`link[rel="stylesheet"][href="/api/public/theme.css?v=${version}"]`)).toHaveCount(1);
  // The header's sticky bar is a surface, the focus ring and badges the primary: the root variable is the one saved.
  expect(await shop.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--vitrin-primary').trim())).toBe(BLUE.hex);
  await shopper.close();
});

test('preview as shopper shows the bar to leave it, and leaving returns to the settings', async ({ page, request }) => {
  await skipPopup(page);
  const editor = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: editor.mobile, role: 'content' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, editor.mobile);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 2, name: 'مشخصات فروشگاه' })).toBeVisible();
  await expect(page.getByLabel('نام فروشگاه')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/preview-as-shopper');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('note').filter({ hasText: 'همان‌گونه می‌بینید که خریداران' })).toBeVisible();
  await page.getByRole('link', { name: 'پایان پیش‌نمایش' }).click();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  await expect(page.getByRole('link', { name: 'پایان پیش‌نمایش' })).toHaveCount(0);
});
