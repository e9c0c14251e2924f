import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addAddressAtCheckout, expectNoSeriousA11yViolations, freshPerson, setShopSettings, signUpOnLoginPage, skipPopup, tomanOf } from './support';

type Detail = { canonicalPath: string; defaultVariantId: number | null; variants: { id: number; stock: number; price: number }[]; insurances: { hasForceInsurance: boolean }[]; bundles: unknown[] };

/** A phone in stock, with no bundle or forced insurance, whose price lies within Digipay's default limits. */
async function creditableProduct(request: APIRequestContext): Promise<Detail> {
  const listing = await (await request.get('/api/shop/products?inStock=true&pageSize=48')).json();
  for (const card of listing.data.items as { id: number }[]) {
    const detail: Detail = (await (await request.get(`/api/public/products/${card.id}`)).json()).data;
    const variant = detail.variants.find((v) => v.id === detail.defaultVariantId);
    const fits = variant && variant.price >= 1_000_000 && variant.price <= 90_000_000;
    if (fits && variant.stock >= 2 && detail.bundles.length === 0 && !detail.insurances.some((i) => i.hasForceInsurance)) return detail;
  }
  throw new Error('no phone within the Digipay limits');
}

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test.afterAll(async ({ request }) => {
  // The demo seed's gateways (lib/server/seed/seed-demo.ts).
  await setShopSettings(request, { validGateways: ['sandbox', 'digipay', 'keepa'] });
});

test('a shopper buys on Digipay credit: chooses it at checkout, approves in its sandbox and sees the paid order', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'desktop walks the credit purchase; the checkout pages are covered on phones by checkout.spec');
  await setShopSettings(request, { validGateways: ['sandbox', 'digipay'] });
  await page.goto('/digiPay');
  await expect(page.getByRole('heading', { level: 1, name: 'خرید اعتباری با دیجی‌پی' })).toBeVisible();
  await expect(page.getByText('۵۰۰٬۰۰۰ تومان')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const product = await creditableProduct(request);
  await page.goto(product.canonicalPath);
  await page.getByRole('button', { name: 'افزودن به سبد خرید', exact: true }).click();
  await expect(page.getByText('کالا به سبد خرید اضافه شد').first()).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
  // The sandbox lends to numbers ending in an even digit (docs/domains.md, "Credit purchase").
  await signUpOnLoginPage(page, isMobile, { ...freshPerson(), mobile: `0936${String(randomInt(1e6)).padStart(6, '0')}4` });
  // Back on the cart, which takes the visitor's basket into the new account.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'ادامه فرایند خرید' }).click();
  await expect(page).toHaveURL(/\/order$/);

  await addAddressAtCheckout(page, 'خیابان ولیعصر، کوچه نسترن، پلاک ۳');
  await page.getByRole('radio', { name: /پست پیشتاز/ }).check();

  const digipay = page.getByRole('radio', { name: /دیجی‌پی/ });
  await digipay.check();
  await expect(page.getByText('خرید اعتباری: اکنون بخرید، بعداً بپردازید')).toBeVisible();
  const summary = page.getByRole('complementary', { name: 'خلاصه سفارش' });
  await expect(summary.getByRole('button', { name: 'ثبت سفارش و پرداخت' })).toBeEnabled();
  await expect(summary.getByText('هزینه ارسال').locator('..').locator('dd')).not.toHaveText('—');
  const payable = tomanOf(await summary.getByText('مبلغ قابل پرداخت').locator('..').locator('dd').innerText());
  await expectNoSeriousA11yViolations(page);
  await summary.getByRole('button', { name: 'ثبت سفارش و پرداخت' }).click();

  await expect(page).toHaveURL(/\/payment\/summery\?orderId=\d+&gateway=digipay$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('radio', { name: /دیجی‌پی/ })).toBeChecked();
  await page.getByRole('button', { name: /^پرداخت / }).click();

  await expect(page).toHaveURL(/\/credit-sandbox\/digipay\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'تأیید خرید اعتباری دیجی‌پی' })).toBeVisible();
  expect(tomanOf(await page.getByTestId('credit-amount').innerText())).toBe(payable);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'تأیید خرید' }).click();

  await expect(page).toHaveURL(/\/payment\/response\?paymentId=\d+$/);
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
  await expect(page.getByText('دیجی‌پی')).toBeVisible();
  await page.getByRole('link', { name: 'پیگیری سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(page.getByText('پرداخت شده').first()).toBeVisible();
});
