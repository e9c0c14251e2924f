import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup } from './support';

const systemToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
const persian = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
// A 2×2 red PNG: uploaded as a real picture, served back as WebP.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==', 'base64');

test('an operator creates and publishes a phone; a shopper finds it, sees its picture and price, and the next price on reload', async ({ page, browser, request, isMobile }) => {
  test.skip(isMobile, 'the search box of the header is the desktop layout; the console at 390 px is checked by console.spec.ts');
  const operator = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: operator.mobile, role: 'catalog' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, operator.mobile);

  const tag = String(randomInt(1000, 9999));
  const title = `گوشی آزمون کنسول ${tag}`;
  await page.goto('/admin/catalog/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'کالای تازه' })).toBeVisible();
  const form = page.getByRole('form', { name: 'کالای تازه' });
  await form.getByLabel('نام کالا').fill(title);
  await form.getByLabel('دسته‌بندی').selectOption({ index: 1 });
  await form.getByRole('button', { name: 'ساختن کالا' }).click();
  await expect(page).toHaveURL(/\/admin\/catalog\/products\/\d+$/);
  const productId = Number(page.url().split('/').at(-1));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Two colours of the phone, each with its price and stock.
  for (const [i, price] of [[1, 31_500_000], [2, 32_500_000]] as const) {
    await page.getByRole('button', { name: 'افزودن تنوع' }).click();
    const variant = page.getByRole('form', { name: 'تنوع تازه' });
    await variant.getByRole('combobox', { name: 'رنگ', exact: true }).selectOption({ index: i });
    await variant.getByLabel('کد کالا (SKU)').fill(`E2E-${tag}-${i}`);
    await variant.getByRole('textbox', { name: 'قیمت (تومان)', exact: true }).fill(String(price));
    await variant.getByRole('textbox', { name: 'موجودی', exact: true }).fill('5');
    await variant.getByRole('button', { name: 'افزودن تنوع' }).click();
    await expect(page.getByText('تنوع کالا افزوده شد')).toBeVisible();
    await expect(variant).toHaveCount(0);
  }

  await page.locator('input[type=file]').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('تصویر افزوده شد')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Unpublished, the shopper's page is a 404; a wrong slug would redirect once it is published.
  expect((await request.get(`/products/${productId}/x`, { maxRedirects: 0 })).status()).toBe(404);
  // The operator previews it: staff carry the preview cookie from sign-in.
  await page.goto(`/products/${productId}/x`);
  await expect(page.getByRole('status').filter({ hasText: 'پیش‌نمایش' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.goto(`/admin/catalog/products/${productId}`);
  await page.getByRole('button', { name: 'انتشار' }).click();
  await expect(page.getByText('کالا منتشر شد')).toBeVisible();

  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await skipPopup(shop);
  await shop.goto('/');
  const box = shop.getByRole('combobox', { name: 'جستجو در محصولات' });
  await box.pressSequentially(`آزمون کنسول ${tag}`, { delay: 30 });
  await shop.getByRole('option', { name: new RegExp(title) }).first().click();
  await expect(shop).toHaveURL(new RegExp(`/products/${productId}/`));
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shop.getByText(persian(31_500_000)).first()).toBeVisible();
  await expect(shop.locator('img[src*="/media/catalog/"]').first()).toBeVisible();
  const old = await request.get(`/products/${productId}/old-slug`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()['location']).toContain(`/products/${productId}/`);

  // The operator changes the price in place; the shopper's reload shows it.
  await page.getByLabel(/^قیمت /).first().fill('29900000');
  await page.getByLabel(/^قیمت پس از تخفیف /).first().fill('29900000');
  await page.getByRole('button', { name: 'ذخیره قیمت‌ها و موجودی' }).click();
  await expect(page.getByText('قیمت‌ها و موجودی ذخیره شد')).toBeVisible();
  await shop.reload();
  await expect(shop.getByText(persian(29_900_000)).first()).toBeVisible();
  await shopper.close();

  // Each step is in the audit log, by the operator.
  const audit = await request.get(`/api/admin/audit?entityType=product&entityId=${productId}`, { headers: systemToken });
  const actions = ((await audit.json()).data.items as { action: string; actor: { label: string } }[]).map((e) => e.action);
  expect(actions).toEqual(expect.arrayContaining(['create', 'product.picture_add', 'product.publish']));
});

test('390 px: the product list and the edit form fit the screen and pass axe', async ({ page, request, isMobile }) => {
  test.skip(!isMobile, 'the phone layout');
  const operator = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: operator.mobile, role: 'catalog' }, headers: systemToken })).status()).toBe(201);
  const categories = (await (await request.get('/api/admin/catalog/options', { headers: systemToken })).json()).data.categories as { id: number }[];
  const title = `گوشی باریک ${randomInt(1000, 9999)}`;
  const created = await request.post('/api/admin/products', { data: { title, categoryId: categories[0]!.id }, headers: systemToken });
  expect(created.status()).toBe(201);
  const productId = (await created.json()).data.id as number;
  expect((await request.post(`/api/admin/products/${productId}/variants`, { data: { sku: `NARROW-${productId}`, price: 9_900_000, stock: 3, maxBuy: 1 }, headers: systemToken })).status()).toBe(201);

  await signInThroughApi(page, page.request, operator.mobile);
  await page.goto(`/admin/catalog/products?q=${encodeURIComponent(title)}`);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'تنوع‌ها، قیمت و موجودی' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'ویرایش کالا' }).getByLabel('نام کالا')).toHaveValue(title);
  // Nothing but the variants' own scrolling table is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousA11yViolations(page);
});
