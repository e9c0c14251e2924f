import { expect, test, type APIRequestContext } from '@playwright/test';
import { addAddressAtCheckout, expectNoSeriousA11yViolations, freshPerson, signInThroughApi, signUpOnLoginPage, skipPopup, tomanOf } from './support';

// Issue 20: the hero phone bought end to end (its sold-out charger left out, the wallet paying first), the
// instalment schedule before any request, and search with Arabic letters.

type Detail = {
  id: number;
  canonicalPath: string;
  defaultVariantId: number | null;
  variants: { id: number; stock: number; discountPrice: number }[];
  bundles: { items: { title: string; available: boolean }[] }[];
  insurances: { hasForceInsurance: boolean }[];
};

/** The demo's hero phone (product 1, Galaxy S25 Ultra) and the title of its sold-out accompanying charger. */
async function heroPhone(request: APIRequestContext) {
  const detail: Detail = (await (await request.get('/api/public/products/1')).json()).data;
  const soldOut = detail.bundles.flatMap((b) => b.items).find((i) => !i.available);
  expect(soldOut, 'the demo seeds the hero phone with a sold-out charger').toBeDefined();
  return { detail, soldOut: soldOut!.title };
}

/** A phone of at least 20,000,000 toman in stock with nothing alongside it, which the instalment plans take. */
async function planPhone(request: APIRequestContext): Promise<Detail> {
  const listing = await (await request.get('/api/shop/products?category=mobile&inStock=true&pageSize=48')).json();
  for (const card of listing.data.items as { id: number }[]) {
    const detail: Detail = (await (await request.get(`/api/public/products/${card.id}`)).json()).data;
    const variant = detail.variants.find((v) => v.id === detail.defaultVariantId);
    if (variant && variant.stock > 0 && variant.discountPrice >= 20_000_000 && detail.bundles.length === 0 && !detail.insurances.some((i) => i.hasForceInsurance)) return detail;
  }
  throw new Error('no phone for a plan in stock');
}

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('the hero phone is bought end to end: its sold-out charger left out, the wallet first and the sandbox bank for the rest', async ({ page, request, isMobile }) => {
  const { detail, soldOut } = await heroPhone(request);

  // A new customer with 1,000,000 toman in the wallet, charged through the sandbox bank.
  await page.goto('/login?c=%2Fdashboard%2Fwallet');
  await signUpOnLoginPage(page, isMobile);
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await page.getByLabel('مبلغ دلخواه (تومان)').fill('1000000');
  await page.getByRole('button', { name: 'پرداخت و شارژ کیف پول' }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();

  // The product page shows the charger as sold out; the black 256 GB phone is in stock.
  await page.goto(detail.canonicalPath);
  const offers = page.getByRole('region', { name: 'پیشنهادهای همراه' });
  // The item's own row, inside its offer's card.
  await expect(offers.getByRole('listitem').filter({ hasText: soldOut }).last()).toContainText('ناموجود؛ همراه این کالا ارسال نمی‌شود');
  await page.getByRole('main').locator('label').filter({ hasText: 'مشکی' }).first().click();
  await page.getByRole('main').locator('label').filter({ hasText: '۲۵۶ گیگابایت' }).first().click();
  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();

  // The toast says the charger was left out, and opens the basket: its drawer on desktop, /cart on a phone.
  const toast = page.getByRole('alert').filter({ hasText: 'کالا به سبد خرید اضافه شد' });
  await expect(toast).toContainText(`«${soldOut}»`);
  await toast.getByRole('link', { name: 'مشاهده سبد خرید' }).click();
  if (isMobile) await expect(page).toHaveURL(/\/cart$/);
  else {
    const drawer = page.getByRole('dialog', { name: 'سبد خرید' });
    await expect(drawer.getByText('گوشی موبایل سامسونگ مدل Galaxy S25 Ultra', { exact: false }).first()).toBeVisible();
    await drawer.getByRole('link', { name: 'مشاهده سبد خرید' }).click();
  }
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByText(soldOut)).toHaveCount(0);
  await expect(page.getByText('برخی از کالاهای سبد خرید شما ناموجود شده‌اند')).toHaveCount(0);
  await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();

  await expect(page).toHaveURL(/\/order$/);
  await addAddressAtCheckout(page);
  const summary = page.getByRole('complementary', { name: 'خلاصه سفارش' });
  const pay = summary.getByRole('button', { name: 'ثبت سفارش و پرداخت' });
  await expect(pay).toBeEnabled();
  // Digipay is offered beside the bank (the demo turns it on in its sandbox).
  await page.getByRole('radio', { name: 'کیف پول و پرداخت اینترنتی' }).check();
  await expect(page.getByRole('radio', { name: /دیجی‌پی/ })).toBeVisible();
  const figure = async (label: string) => tomanOf(await summary.getByText(label, { exact: true }).locator('..').locator('dd').innerText());
  const total = await figure('مبلغ کل سفارش');
  const fromWallet = await figure('از کیف پول');
  const atBank = await figure('مبلغ قابل پرداخت در درگاه');
  expect(fromWallet).toBe(1_000_000);
  expect(atBank).toBe(total - fromWallet);
  if (isMobile) {
    // At 390 px the amount and the pay button stay in view wherever the page is scrolled.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pay).toBeInViewport();
    await expect(summary.locator('p').filter({ hasText: 'پرداخت در درگاه' })).toBeInViewport();
  }
  await expectNoSeriousA11yViolations(page);
  await pay.click();

  await expect(page).toHaveURL(/\/payment\/summery\?orderId=\d+/);
  await expect(page.getByText('مبلغ کل سفارش').locator('..').locator('dd')).toHaveText(new RegExp(new Intl.NumberFormat('fa-IR').format(total)));
  await expect(page.getByText('پرداخت‌شده از کیف پول').locator('..').locator('dd')).toHaveText(new RegExp(new Intl.NumberFormat('fa-IR').format(fromWallet)));
  await expect(page.getByText('مبلغ قابل پرداخت در درگاه').locator('..').locator('dd')).toHaveText(new RegExp(new Intl.NumberFormat('fa-IR').format(atBank)));
  await page.getByRole('radio', { name: /بانک آزمایشی/ }).check();
  await page.getByRole('button', { name: /^پرداخت / }).click();

  await expect(page).toHaveURL(/\/sandbox-bank\//);
  expect(tomanOf(await page.getByTestId('sandbox-amount').innerText())).toBe(atBank);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
  await page.getByRole('link', { name: 'پیگیری سفارش' }).click();
  await expect(page.getByText('پرداخت شده').first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(soldOut);
});

test('the instalment schedule shows on the product page and in the basket before any request is made', async ({ page, request }) => {
  const detail = await planPhone(request);
  const { token } = await signInThroughApi(page, page.request, freshPerson().mobile);

  await page.goto(detail.canonicalPath);
  const preview = page.getByRole('region', { name: 'خرید اقساطی' });
  await preview.getByRole('button', { name: 'جدول اقساط (۱۲ قسط)' }).click();
  const table = preview.getByRole('table', { name: 'جدول اقساط' });
  await expect(table.getByRole('row')).toHaveCount(13);
  const amounts = (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => tomanOf(row.split(/\t|\n/).at(-1)!));
  const instalments = tomanOf(await preview.getByText('جمع اقساط', { exact: true }).locator('..').locator('dd').innerText());
  expect(amounts.reduce((a, b) => a + b, 0)).toBe(instalments);
  await expect(preview.getByText('هزینه خرید اقساطی نسبت به خرید نقدی')).toBeVisible();

  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
  await expect(page.getByText('کالا به سبد خرید اضافه شد').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('radio', { name: /اقساط ۱۲ ماهه/ }).click({ force: true });
  await expect(page.getByText('جمع پرداختی با اقساط (پیش پرداخت و اقساط)')).toBeVisible();
  await expect(page.getByText('قیمت کالاها', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'جدول اقساط (۱۲ قسط)' }).click();
  const basketTable = page.getByRole('table', { name: 'جدول اقساط' });
  await expect(basketTable.getByRole('row')).toHaveCount(13);
  const basket = (await (await request.get('/api/user/basket', { headers: { Authorization: `Bearer ${token}` } })).json()).extraObject;
  const basketAmounts = (await basketTable.getByRole('row').allInnerTexts()).slice(1).map((row) => tomanOf(row.split(/\t|\n/).at(-1)!));
  expect(basketAmounts.reduce((a, b) => a + b, 0)).toBe(basket.finalRefundAmount);
  expect(basketAmounts[0]).toBe(basket.amountPerMonth);

  // Nothing was asked for: no loan request exists yet.
  const requests = (await (await request.get('/api/user/planRequests', { headers: { Authorization: `Bearer ${token}` } })).json()).data;
  expect(requests).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});

test('a search typed with Arabic letters lists the same products in the same order', async ({ page }) => {
  const titles = async (query: string) => {
    await page.goto(`/shop?search=${encodeURIComponent(query)}`);
    const cards = page.getByRole('main').locator('h3 a[href^="/products/"]');
    await expect(cards.first()).toBeVisible();
    return cards.allInnerTexts();
  };
  const persian = await titles('سامسونگ');
  expect(persian.length).toBeGreaterThan(0);
  expect(await titles('سامسونك')).toEqual(persian);
});
