import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi, skipPopup } from './support';

const systemToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** A shopper's posted order, paid from a wallet the orders desk credited through the console's API. */
async function paidOrder(request: APIRequestContext, token: string, userId: number): Promise<number> {
  const headers = { Authorization: `Bearer ${token}` };
  const provinces = (await (await request.get('/api/public/provinces')).json()).data as { id: number; title: string; cities: { id: number; title: string }[] }[];
  const tehran = provinces.find((p) => p.title === 'تهران')!;
  const address = await request.post('/api/user/addresses', {
    headers,
    data: { provinceId: tehran.id, cityId: tehran.cities.find((c) => c.title === 'تهران')!.id, address: 'خیابان انقلاب، کوچه یاس، پلاک ۸', postalCode: '1415678910', receiverName: 'سارا احمدی', receiverMobile: '09121234567' },
  });
  expect(address.status(), await address.text()).toBe(200);
  const cheap = (await (await request.get('/api/shop/products?inStock=true&sort=cheapest&pageSize=1')).json()).data.items[0];
  expect((await request.post('/api/user/addBasket', { headers, multipart: { productPropertyId: String(cheap.variantId), qty: '1' } })).status()).toBe(200);
  const credit = await request.post(`/api/admin/customers/${userId}/wallet`, { headers: systemToken, data: { direction: 'credit', amount: 500_000_000, reason: 'اعتبار آزمایشی' } });
  expect(credit.status(), await credit.text()).toBe(200);
  const placed = await request.post('/api/user/orders', { headers, data: { shippingMethod: 'post', addressId: (await address.json()).data.id, paymentMethod: 'wallet' } });
  expect(placed.status(), await placed.text()).toBe(200);
  expect((await placed.json()).data.status).toBe('paid');
  return (await placed.json()).data.orderId;
}

test('the orders desk confirms, ships with a tracking code and delivers a paid order; the shopper sees each state and its notification', async ({ page, browser, request, isMobile }) => {
  await skipPopup(page);
  const shopper = freshPerson();
  const shopperContext = await browser.newContext();
  const shopperPage = await shopperContext.newPage();
  await skipPopup(shopperPage);
  const { token } = await signInThroughApi(shopperPage, shopperPage.request, shopper.mobile);
  const found = (await (await request.get(`/api/admin/customers?q=${shopper.mobile}`, { headers: systemToken })).json()).data.items as { id: number }[];
  expect(found).toHaveLength(1);
  const orderId = await paidOrder(request, token, found[0]!.id);

  // A new colleague gets the orders role and opens the orders table from the menu.
  const clerk = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: clerk.mobile, role: 'orders' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, clerk.mobile);
  await page.goto('/admin');
  // The side menu on a laptop, the drawer on a phone.
  if (isMobile) await page.getByRole('button', { name: 'منو' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'منوی کنسول' }) : page.getByRole('navigation', { name: 'بخش‌های کنسول' });
  await menu.getByRole('link', { name: 'سفارش‌ها' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'سفارش‌ها' })).toBeVisible();
  const table = page.getByRole('region', { name: 'سفارش‌ها' });
  await table.getByLabel('جست‌وجو در سفارش‌ها').fill(persian(shopper.mobile));
  await expect(page).toHaveURL(new RegExp(`q=`));
  await expect(table.getByRole('link', { name: persian(String(orderId)) })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await table.getByRole('link', { name: persian(String(orderId)) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `سفارش ${persian(String(orderId))}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const actions = page.getByRole('region', { name: 'کارهای این سفارش' });
  const move = async (label: string, fill?: (dialog: ReturnType<typeof page.getByRole>) => Promise<void>) => {
    await actions.getByRole('button', { name: label }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    if (fill) await fill(dialog);
    await dialog.getByRole('button', { name: label }).click();
    await expect(dialog).toBeHidden();
  };

  await move('تأیید و آماده‌سازی');
  await expect(page.getByText('در حال آماده‌سازی').first()).toBeVisible();
  // Shipping a posted order asks for the carrier's code first.
  await actions.getByRole('button', { name: 'ارسال' }).click();
  const shipDialog = page.getByRole('dialog');
  await shipDialog.getByRole('button', { name: 'ارسال' }).click();
  await expect(shipDialog.getByText('کد رهگیری مرسوله را وارد کنید')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shipDialog.getByLabel('کد رهگیری مرسوله').fill('۱۲۳۴۵۶۷۸۹۰۱۲');
  await shipDialog.getByRole('button', { name: 'ارسال' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'ارسال' })).toContainText(persian('123456789012'));
  await move('تحویل شد');
  await expect(actions).toContainText('در این وضعیت کاری روی سفارش نمی‌توان انجام داد');

  // The shopper sees the state, the tracking code and a notification for each step.
  await shopperPage.goto(`/dashboard/orders/${orderId}`);
  await expect(shopperPage.getByText('تحویل شده').first()).toBeVisible();
  await expect(shopperPage.getByText(persian('123456789012'))).toBeVisible();
  const notes = (await (await request.get('/api/user/notifications', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { title: string; body: string }[];
  const titles = notes.map((n) => n.title);
  expect(titles).toEqual(expect.arrayContaining(['سفارش در حال آماده‌سازی', 'سفارش ارسال شد', 'سفارش تحویل شد']));
  expect(notes.find((n) => n.title === 'سفارش ارسال شد')!.body).toContain('123456789012');
  await shopperContext.close();
});

test('the customers, loans, appointments and settings pages of the console pass axe', async ({ page, request }) => {
  await skipPopup(page);
  const admin = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: admin.mobile, role: 'admin' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, admin.mobile);

  // The admin finds their own account among the customers and opens its page.
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'مشتریان' })).toBeVisible();
  const customers = page.getByRole('region', { name: 'مشتریان' });
  await customers.getByLabel('جست‌وجو در مشتریان').fill(admin.mobile);
  await expect(page).toHaveURL(/q=/);
  await expectNoSeriousA11yViolations(page);
  await customers.getByRole('link', { name: persian(admin.mobile) }).click();
  await expect(page.getByRole('region', { name: 'مشخصات' })).toContainText(persian(admin.mobile));
  // A staff account is not blocked from the customers page.
  await expect(page.getByText('این حساب نقش کارکنان دارد')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/loans?state=submitted');
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست‌های تسهیلات و لیزینگ' })).toBeVisible();
  await expect(page.getByLabel('وضعیت')).toHaveValue('submitted');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'نوبت‌های مدارک' })).toBeVisible();
  const days = page.getByRole('list', { name: /^روزهای / });
  await days.getByRole('button').nth(14).click();
  await expect(page.getByText('نوبت‌های این روز')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'تنظیمات فروشگاه' })).toBeVisible();
  await expect(page.getByLabel('فروشگاه در حال تعمیر است')).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
});
