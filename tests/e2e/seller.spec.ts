import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInThroughApi, skipPopup, textsTo } from './support';

/** The demo seed's seller (SPEC §6 noCheck). */
const SELLER = '09350000000';

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('a seller makes an order for a walk-in customer, who pays it through the texted link in the sandbox bank', async ({ page, browser, request, isMobile }) => {
  test.skip(isMobile, 'the seller works at the shop counter on a desktop; the customer’s pages are checked at phone width below');
  await signInThroughApi(page, request, SELLER);

  // A product with stock, past its per-buyer limit: a seller is not held to it (noCheck).
  const listing = await (await request.get('/api/shop/products?inStock=true&sort=cheapest&pageSize=12')).json();
  const card = (listing.data.items as { id: number; variantId: number; title: string }[])[2]!;
  await page.goto('/cart');
  await expect(page.getByRole('note')).toContainText('حالت فروشنده');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('userInfo')!).token as string);
  const headers = { Authorization: `Bearer ${token}` };
  await request.delete('/api/user/emptyBasket', { headers });
  expect((await request.post('/api/user/addBasket', { headers, multipart: { productPropertyId: String(card.variantId), qty: '1' } })).status()).toBe(200);
  await page.reload();

  const customer = `0912${String(randomInt(1e7)).padStart(7, '0')}`;
  const panel = page.getByRole('form', { name: 'ثبت سفارش برای مشتری حضوری' });
  await panel.getByLabel('موبایل مشتری').fill(customer);
  await panel.getByRole('button', { name: 'ثبت سفارش و ارسال لینک پرداخت' }).click();
  const done = page.getByRole('status').filter({ hasText: 'برای مشتری ثبت شد' });
  await expect(done).toContainText('لینک پرداخت برای مشتری پیامک شد.');
  await expectNoSeriousA11yViolations(page);

  // The customer's phone: the link from the SMS, in a browser of their own that has never signed in.
  let text = '';
  await expect.poll(async () => (text = (await textsTo(customer)).at(-1) ?? '')).not.toBe('');
  const link = new URL(text.match(/https?:\/\/\S+/)![0]);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const customerPage = await phone.newPage();
  await skipPopup(customerPage);
  await customerPage.goto(`${link.pathname}${link.search}`);
  await expect(customerPage.getByRole('heading', { level: 1 })).toContainText('پرداخت سفارش');
  await expect(customerPage.getByText(card.title).first()).toBeVisible();
  await expectNoSeriousA11yViolations(customerPage);
  await customerPage.getByRole('link', { name: 'ادامه و پرداخت' }).click();
  await expect(customerPage).toHaveURL(/\/pay\/2\?t=/);
  await customerPage.getByRole('button', { name: /^پرداخت / }).click();
  await expect(customerPage).toHaveURL(/\/sandbox-bank\//);
  await customerPage.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(customerPage).toHaveURL(/\/pay\/result\?paymentId=\d+$/);
  await expect(customerPage.getByRole('heading', { level: 1, name: 'پرداخت موفق' })).toBeVisible();

  // The link has done its work: it shows the order as paid and starts nothing more.
  await customerPage.goto(`${link.pathname}${link.search}`);
  await expect(customerPage.getByRole('status')).toHaveText('این سفارش پرداخت شده است. سپاسگزاریم.');
  await phone.close();

  await page.goto('/dashboard/seller-orders');
  await expect(page.getByRole('listitem').filter({ hasText: 'پرداخت شده' }).first()).toBeVisible();
});
