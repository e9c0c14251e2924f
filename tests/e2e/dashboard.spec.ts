import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, outbox, skipPopup } from './support';

/** The demo seed's customer: a complete profile, so a code login goes straight back to where it started. */
const CUSTOMER = '09360000000';

type Card = { id: number; slug: string; title: string; variantId: number };
type Note = { id: number; isModal: boolean; seen: boolean; value: string | null };

async function signInWithCode(page: Page, isMobile: boolean) {
  const before = (await outbox()).filter((l) => l.mobile === CUSTOMER).length;
  await page.getByLabel('شماره موبایل').fill(CUSTOMER);
  await page.getByRole('button', { name: 'دریافت کد تایید' }).click();
  let code = '';
  await expect.poll(async () => (code = (await outbox()).filter((l) => l.mobile === CUSTOMER).slice(before).at(-1)?.code ?? '')).not.toBe('');
  if (isMobile) await page.getByLabel('کد تایید', { exact: true }).fill(code);
  else {
    await page.getByLabel('رقم ۱ از ۴ کد تایید').click();
    await page.keyboard.type(code);
  }
}

const token = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('userInfo') ?? '{}').token as string);
const bearer = async (page: Page) => ({ Authorization: `Bearer ${await token(page)}` });
const authed = async (request: APIRequestContext, page: Page, path: string) => (await request.get(path, { headers: await bearer(page) })).json();

/** An order waiting for payment, placed through the API: a product of the listing picked up at the first branch. */
async function unpaidOrder(request: APIRequestContext, page: Page, card: Card): Promise<{ id: number; owed: number }> {
  const headers = await bearer(page);
  // The demo customer is shared by both screen sizes: start from an empty basket.
  expect((await request.delete('/api/user/emptyBasket', { headers })).status()).toBe(200);
  expect((await request.post('/api/user/addBasket', { headers, multipart: { productPropertyId: String(card.variantId), qty: '1' } })).status()).toBe(200);
  const branch = (await (await request.get('/api/public/branchs')).json()).data.find((b: { kind: string }) => b.kind === 'branch');
  const placed = await request.post('/api/user/orders', { headers, data: { shippingMethod: 'pickup', branchId: branch.id, paymentMethod: 'gateway' } });
  expect(placed.status(), await placed.text()).toBe(200);
  const id: number = (await placed.json()).data.orderId;
  return { id, owed: (await authed(request, page, `/api/user/orders/${id}`)).data.gatewayAmount };
}

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('favourite a product from its card, continue the order the modal notification offers, and buy the favourite from the dashboard', async ({ page, request, isMobile }) => {
  // Each screen size takes its own product, so a run does not depend on the other's hearts.
  const listing = await (await request.get('/api/shop/products?category=mobile&inStock=true&pageSize=12')).json();
  const card: Card = listing.data.items[isMobile ? 1 : 0];
  const cardHeart = page.getByRole('button', { name: `علاقه‌مندی: ${card.title}` });

  // A guest's heart opens the login modal (SPEC §2); signed in there, the page stays and the product is a favourite.
  await page.goto('/shop/category-mobile?inStock=1');
  await cardHeart.click();
  const modal = page.getByRole('dialog', { name: 'ورود | ثبت نام' });
  await expect(modal).toBeVisible();
  await signInWithCode(page, isMobile);
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/shop\/category-mobile\?inStock=1$/);
  await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');

  // An unpaid order; the wallet is charged for it in the sandbox bank (SPEC §4)…
  // A cheap one, so the charge stays under the wallet's maximum.
  const cheap = await (await request.get('/api/shop/products?inStock=true&sort=cheapest&pageSize=4')).json();
  const order = await unpaidOrder(request, page, cheap.data.items[isMobile ? 1 : 0]);
  await page.goto(`/payment/wallet?orderId=${order.id}&amount=${order.owed}`);
  await page.getByRole('button', { name: 'پرداخت و شارژ کیف پول' }).click();
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();

  // …so an unseen modal notification covers the dashboard; pressing it marks it seen and opens the order.
  const before: Note[] = (await authed(request, page, '/api/user/notifications')).data;
  const offered = before.find((n) => n.isModal && !n.seen);
  expect(offered?.value).toBe(String(order.id));
  await page.goto('/dashboard/favorites');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'ادامه سفارش' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${order.id}$`));
  const after: Note[] = (await authed(request, page, '/api/user/notifications')).data;
  expect(after.find((n) => n.id === offered!.id)?.seen).toBe(true);
  await page.getByRole('button', { name: /^پرداخت از کیف پول/ }).click();
  await expect(page.getByText('پرداخت شده').first()).toBeVisible();

  // Any other modal this account still has is for later.
  await page.addLocatorHandler(page.getByRole('button', { name: 'بعدا' }), async (later) => later.click());

  // The menu: a side column on desktop, a list on /dashboard on phones.
  await page.goto('/dashboard');
  const menu = page.getByRole('navigation', { name: 'منوی حساب کاربری' });
  await expect(menu.getByRole('link', { name: 'علاقه‌مندی‌ها' })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'خروج از حساب کاربری' })).toBeVisible();
  await menu.getByRole('link', { name: 'علاقه‌مندی‌ها' }).click();
  await expect(page).toHaveURL(/\/dashboard\/favorites$/);

  const favourite = page.getByRole('list', { name: 'کالاهای مورد علاقه' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: card.title, exact: true }) });
  await expect(favourite).toBeVisible();
  await expect(favourite).toContainText('تومان');
  await expect(favourite).toContainText('موجودی:');
  await expectNoSeriousA11yViolations(page);
  await favourite.getByRole('button', { name: `افزودن به سبد خرید: ${card.title}` }).click();
  await expect(page.getByText('کالا به سبد خرید اضافه شد').first()).toBeVisible();
  const basket = await authed(request, page, '/api/user/basket');
  expect(basket.data.map((i: { productId: number }) => i.productId)).toContain(card.id);

  // Removing it empties the heart on the card again.
  await favourite.getByRole('button', { name: new RegExp(`^حذف ${card.title}`) }).click();
  await expect(favourite).toHaveCount(0);
  expect((await authed(request, page, '/api/user/wishlist/ids')).data).not.toContain(card.id);
});
