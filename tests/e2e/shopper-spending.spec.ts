import { randomInt } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup } from './support';

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

test('an operator messages a customer picked by mobile; the customer reads it and the console shows it read', async ({ page, browser, request, isMobile }) => {
  const customer = freshPerson();
  const shopper = await browser.newContext();
  const shop = await shopper.newPage();
  await skipPopup(shop);
  await signInThroughApi(shop, shop.request, customer.mobile);

  const operator = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: operator.mobile, role: 'orders' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, operator.mobile);
  await page.goto('/admin');
  await openSection(page, isMobile, 'پیام به مشتری');
  await expect(page.getByRole('heading', { level: 1, name: 'پیام به مشتری' })).toBeVisible();
  const form = page.getByRole('form', { name: 'پیام تازه' });
  await form.getByLabel('موبایل مشتری (دست‌کم ۴ رقم)').fill(customer.mobile);
  await form.getByRole('list', { name: 'مشتری‌های یافته' }).getByRole('button').first().click();
  const title = `سفارش شما آماده است ${randomInt(10_000, 99_999)}`;
  await form.getByLabel('عنوان', { exact: true }).fill(title);
  await form.getByLabel('متن پیام').fill('سفارش را از شعبه مرکزی تحویل بگیرید.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'فرستادن' }).click();
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('خوانده نشده');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await shop.goto('/dashboard/notifications');
  const note = shop.getByRole('listitem').filter({ hasText: title });
  await expect(note).toContainText('سفارش را از شعبه مرکزی تحویل بگیرید.');
  await note.getByRole('button', { name: 'علامت‌گذاری به عنوان خوانده‌شده' }).click();
  await expect(note.getByRole('button', { name: 'علامت‌گذاری به عنوان خوانده‌شده' })).toHaveCount(0);
  await shopper.close();

  await page.reload();
  await expect(page.getByRole('listitem').filter({ hasText: title })).toContainText('خوانده شد');
});

test('a visitor likes a blog post without signing in, once per device', async ({ page, request, isMobile }) => {
  const slug = `e2e-like-${randomInt(10_000, 99_999)}-${isMobile ? 'm' : 'd'}`;
  const created = await request.post('/api/admin/blog/posts', {
    headers: systemToken,
    data: {
      slug, title: 'نوشته‌ای برای پسندیدن', summary: 'خلاصه', body: '<p>متن کوتاه نوشته برای آزمون پسندیدن.</p>', cover: null,
      category: 'خبر', tags: [], authorName: 'تحریریه', productIds: [], publishedAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/blog/${slug}`);
  const like = page.getByRole('button', { name: /پسندیدم/ });
  await like.scrollIntoViewIfNeeded();
  await like.click();
  await expect(page.getByRole('button', { name: 'پسندیدم (۱)' })).toBeVisible();
  // No sign-in was asked for.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same browser again, after a reload: still one like.
  await page.reload();
  await page.getByRole('button', { name: /پسندیدم/ }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: /پسندیدم/ }).click();
  await expect(page.getByRole('button', { name: 'پسندیدم (۱)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
