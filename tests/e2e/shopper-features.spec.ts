import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup } from './support';

type Card = { id: number; slug: string; title: string; variantId: number };

const admin = () => ({ Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` });

async function phones(request: APIRequestContext): Promise<Card[]> {
  return (await (await request.get('/api/shop/products?category=mobile&inStock=true&pageSize=12')).json()).data.items;
}

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('two phones compared side by side from their cards, the comparison kept in the URL', async ({ page, request, isMobile }) => {
  const [first, second] = (await phones(request)).slice(isMobile ? 2 : 0);
  await page.goto('/shop/category-mobile?inStock=1');
  await page.getByRole('button', { name: `مقایسه: ${first!.title}` }).click();
  await page.getByRole('button', { name: `مقایسه: ${second!.title}` }).click();
  await page.getByRole('region', { name: 'مقایسه کالاها' }).getByRole('link', { name: 'مقایسه ۲ کالا' }).click();

  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${first!.id},${second!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('گوشی موبایل');
  const heads = page.locator('thead').getByRole('columnheader');
  await expect(heads).toHaveCount(2);
  await expect(heads.nth(0)).toContainText(first!.title);
  await expect(heads.nth(1)).toContainText(second!.title);
  // Every spec row has one value per phone.
  const cells = await page.getByRole('cell').count();
  expect(cells).toBeGreaterThan(4);
  expect(cells % 2).toBe(0);
  // Nothing wider than the screen but the table's own scroller.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: `حذف ${first!.title} از مقایسه` }).click();
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${second!.id}$`));
});

test('a buyer reviews the phone they bought; once an operator approves it, the rating is on the card and in the JSON-LD', async ({ page, request, isMobile }) => {
  const card = (await phones(request))[isMobile ? 5 : 4]!;
  const { mobile } = freshPerson();
  const { token } = await signInThroughApi(page, page.request, mobile);
  const headers = { Authorization: `Bearer ${token}` };

  // Bought and paid at the sandbox bank.
  expect((await request.post('/api/user/addBasket', { headers, multipart: { productPropertyId: String(card.variantId), qty: '1' } })).status()).toBe(200);
  const branch = (await (await request.get('/api/public/branchs')).json()).data.find((b: { kind: string }) => b.kind === 'branch');
  const placed = await request.post('/api/user/orders', { headers, data: { shippingMethod: 'pickup', branchId: branch.id, paymentMethod: 'gateway' } });
  expect(placed.status(), await placed.text()).toBe(200);
  const orderId: number = (await placed.json()).data.orderId;
  await page.goto(`/payment/summery?orderId=${orderId}`);
  await page.getByRole('radio', { name: /بانک آزمایشی/ }).check();
  await page.getByRole('button', { name: /^پرداخت / }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();

  await page.goto(`/products/${card.id}/${card.slug}`);
  await page.getByRole('button', { name: 'نظر خود را بنویسید' }).click();
  await page.getByRole('radio', { name: '۵ ستاره' }).check({ force: true });
  await page.getByLabel('متن نظر').fill('دوربین عالی و باتری که تا شب می‌ماند');
  await page.getByLabel('نقاط قوت (هر کدام در یک خط)').fill('دوربین\nباتری');
  await page.getByRole('button', { name: 'ثبت نظر' }).click();
  await expect(page.getByText('با سپاس؛ پس از تأیید کارشناسان نمایش داده می‌شود')).toBeVisible();

  const queue = (await (await request.get('/api/admin/moderation?kind=review', { headers: admin() })).json()).data as { id: number; productId: number; authorMobile: string }[];
  const mine = queue.find((r) => r.productId === card.id && r.authorMobile === mobile)!;
  expect((await request.put(`/api/admin/moderation/review/${mine.id}`, { headers: admin(), data: { status: 'approved' } })).status()).toBe(200);

  await page.goto('/shop/category-mobile?inStock=1');
  const cardBox = page.getByRole('link', { name: card.title, exact: true }).locator('xpath=ancestor::div[contains(@class,"rounded-xl")][1]');
  await expect(cardBox.getByText(/^امتیاز .+ از ۵ در .+ نظر$/)).toBeAttached();

  const html = await (await request.get(`/products/${card.id}/${card.slug}`)).text();
  const product = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>)
    .find((ld) => ld['@type'] === 'Product') as { aggregateRating?: { reviewCount: number; ratingValue: number } };
  expect(product.aggregateRating?.reviewCount).toBeGreaterThanOrEqual(1);
  expect(product.aggregateRating?.ratingValue).toBeGreaterThan(0);
});
