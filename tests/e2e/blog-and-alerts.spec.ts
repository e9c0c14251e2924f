import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup, textsTo } from './support';

const systemToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };

/** Opens a section from the console's menu: the side menu on a laptop, the drawer on a phone. */
async function openSection(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'منو' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'منوی کنسول' }) : page.getByRole('navigation', { name: 'بخش‌های کنسول' });
  await menu.getByRole('link', { name }).click();
}

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('a content operator publishes a post in the console; it is in /blog, the RSS feed and the sitemap', async ({ page, browser, request, isMobile }) => {
  const operator = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: operator.mobile, role: 'content' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, operator.mobile);

  const tag = String(randomInt(10_000, 99_999));
  const slug = `e2e-post-${tag}-${isMobile ? 'm' : 'd'}`;
  const title = `راهنمای خرید گوشی ${tag}`;
  await page.goto('/admin');
  await openSection(page, isMobile, 'بلاگ');
  await expect(page.getByRole('heading', { level: 1, name: 'بلاگ' })).toBeVisible();
  await page.getByRole('button', { name: 'نوشته تازه' }).click();
  const form = page.getByRole('form', { name: 'نوشته تازه' });
  await form.getByLabel('عنوان', { exact: true }).fill(title);
  await form.getByLabel('نامک (در نشانی)').fill(slug);
  await form.getByLabel('دسته', { exact: true }).fill('راهنمای خرید');
  await form.getByLabel('برچسب‌ها (با ویرگول جدا کنید)').fill('باتری، دوربین');
  await form.getByLabel('نویسنده', { exact: true }).fill('تحریریه ویترین');
  await form.getByLabel('خلاصه', { exact: true }).fill('چه گوشی‌ای برای عکاسی و باتری بخریم');
  await form.getByLabel('متن (HTML)').fill('<p>برای انتخاب گوشی، اول باتری و دوربین را با هم بسنجید و بعد قیمت را.</p>');
  await form.getByLabel('منتشر شود').check();
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'ذخیره' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('منتشرشده');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // A visitor on another device: the list, the post itself, the feed and the sitemap.
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await skipPopup(shop);
  await shop.goto('/blog');
  await shop.getByRole('link', { name: title }).click();
  await expect(shop).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(shop.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(shop.getByText('تحریریه ویترین').first()).toBeVisible();
  await visitor.close();

  const rss = await request.get('/blog/rss.xml');
  expect(rss.status()).toBe(200);
  expect(rss.headers()['content-type']).toContain('xml');
  const feed = await rss.text();
  expect(feed).toContain(title);
  expect(feed).toContain(`/blog/${slug}`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
});

test('a sold-out phone restocked in the console sends the shopper one SMS and one notification', async ({ page, browser, request, isMobile }) => {
  // The alerts job runs once a minute in the e2e server's inline queue.
  test.setTimeout(240_000);
  const categories = (await (await request.get('/api/admin/catalog/options', { headers: systemToken })).json()).data.categories as { id: number }[];
  const title = `گوشی ناموجود ${randomInt(10_000, 99_999)}`;
  const created = await request.post('/api/admin/products', { data: { title, categoryId: categories[0]!.id }, headers: systemToken });
  expect(created.status(), await created.text()).toBe(201);
  const productId = (await created.json()).data.id as number;
  const sku = `SOLDOUT-${productId}`;
  const variant = await request.post(`/api/admin/products/${productId}/variants`, { data: { sku, price: 12_900_000, stock: 0, maxBuy: 1 }, headers: systemToken });
  expect(variant.status(), await variant.text()).toBe(201);
  const variantId = (await variant.json()).data.id as number;
  expect((await request.put(`/api/admin/products/${productId}/published`, { data: { published: true }, headers: systemToken })).status()).toBe(200);

  // The shopper asks on the product page.
  const shopper = freshPerson();
  const { token } = await signInThroughApi(page, page.request, shopper.mobile);
  await page.goto(`/products/${productId}/x`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('button', { name: 'موجود شد خبرم کن' }).filter({ visible: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'درخواست شما ثبت شد' })).toBeVisible();
  const open = (await (await request.get('/api/user/alerts', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { variantId: number; kind: string }[];
  expect(open).toEqual([expect.objectContaining({ variantId, kind: 'back_in_stock' })]);
  await page.goto('/dashboard/alerts');
  await expect(page.getByText(title).first()).toBeVisible();

  // Still sold out: nothing is sent.
  expect(await textsTo(shopper.mobile)).toEqual([]);

  // A catalog operator restocks the variant: in the product's variants table on a laptop, with the bulk call on a phone.
  const operator = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: operator.mobile, role: 'catalog' }, headers: systemToken })).status()).toBe(201);
  const desk = await browser.newContext();
  const desktop = await desk.newPage();
  const { token: operatorToken } = await signInThroughApi(desktop, desktop.request, operator.mobile);
  if (isMobile) {
    const restocked = await request.put('/api/admin/variants', { data: { items: [{ id: variantId, stock: 4 }] }, headers: { Authorization: `Bearer ${operatorToken}` } });
    expect(restocked.status(), await restocked.text()).toBe(200);
  } else {
    await desktop.goto(`/admin/catalog/products/${productId}`);
    await expect(desktop.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await desktop.getByLabel(`موجودی ${sku}`).fill('4');
    await desktop.getByRole('button', { name: 'ذخیره قیمت‌ها و موجودی' }).click();
    await expect(desktop.getByText('قیمت‌ها و موجودی ذخیره شد')).toBeVisible();
  }
  await desk.close();

  // The next run of the alerts job sends one SMS with the product's link and one in-app notification.
  await expect.poll(() => textsTo(shopper.mobile), { timeout: 150_000, intervals: [2_000] }).toHaveLength(1);
  const [sms] = await textsTo(shopper.mobile);
  expect(sms).toContain(`«${title}» دوباره موجود شد.`);
  expect(sms).toContain(`/products/${productId}/`);

  await page.goto('/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'اعلان‌ها' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'کالا موجود شد' }).first()).toBeVisible();
  await expect(page.getByText(`«${title}» دوباره موجود شد.`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The request is over: the list of open alerts is empty, and a later run sends nothing more.
  const after = (await (await request.get('/api/user/alerts', { headers: { Authorization: `Bearer ${token}` } })).json()).data as unknown[];
  expect(after).toEqual([]);
  await page.goto('/dashboard/alerts');
  await expect(page.getByText(title)).toHaveCount(0);
  expect(await textsTo(shopper.mobile)).toHaveLength(1);
});
