import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, freshPerson, signInThroughApi } from './support';

const systemToken = { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` };
const CATALOG_SECTIONS = ['کالاها', 'ورود قیمت و موجودی', 'دسته‌بندی‌ها', 'برندها', 'ویژگی‌ها', 'طرح‌های بیمه'];
const persian = (digits: string) => digits.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);

/** Opens a section from the console's menu: the side menu on a laptop, the drawer on a phone. */
async function openSection(page: Page, isMobile: boolean, name: string) {
  if (isMobile) await page.getByRole('button', { name: 'منو' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'منوی کنسول' }) : page.getByRole('navigation', { name: 'بخش‌های کنسول' });
  await menu.getByRole('link', { name }).click();
}

/** The console's sections in the menu the user sees (on a phone, in the drawer). */
async function menuEntries(page: Page, isMobile: boolean): Promise<string[]> {
  if (isMobile) await page.getByRole('button', { name: 'منو' }).click();
  const menu = isMobile ? page.getByRole('dialog', { name: 'منوی کنسول' }) : page.getByRole('navigation', { name: 'بخش‌های کنسول' });
  const names = await menu.getByRole('link').allInnerTexts();
  if (isMobile) await page.keyboard.press('Escape');
  return names.map((n) => n.trim());
}

test('an admin gives the catalog role to a new colleague, who sees only what it allows, and the audit page lists the grant', async ({ page, browser, request, isMobile }) => {
  // The shop's first admin, made through ADMIN_TOKEN as a script would, signs in.
  const admin = freshPerson();
  expect((await request.post('/api/admin/staff/grants', { data: { mobile: admin.mobile, role: 'admin' }, headers: systemToken })).status()).toBe(201);
  await signInThroughApi(page, page.request, admin.mobile);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'سفارش‌ها', exact: true })).toBeVisible();
  expect(await menuEntries(page, isMobile)).toEqual([
    'پیشخوان',
    ...CATALOG_SECTIONS,
    'سفارش‌ها',
    'لینک‌های پرداخت',
    'مشتریان',
    'پیام به مشتری',
    'امتیاز مشتریان',
    'تسهیلات',
    'طرح‌های اقساط',
    'نوبت‌ها',
    'همکاری',
    'بنرها',
    'منوها',
    'صفحه‌های محتوا',
    'نوار اطلاعیه و پاپ‌آپ',
    'پرسش‌های متداول',
    'پیوندهای پایین صفحه',
    'شعبه‌ها',
    'تنظیمات فروشگاه',
    'ظاهر فروشگاه',
    'کارکنان و نقش‌ها',
    'بلاگ',
    'نظرها و پرسش‌ها',
    'گزارش تغییرات',
    'خطاهای مرورگر',
  ]);
  await expectNoSeriousA11yViolations(page);

  // Gives the catalog role to a number nobody has used yet.
  const colleague = freshPerson();
  await openSection(page, isMobile, 'کارکنان و نقش‌ها');
  await expect(page.getByRole('heading', { level: 1, name: 'کارکنان و نقش‌ها' })).toBeVisible();
  const form = page.getByRole('form', { name: 'دادن نقش به یک کاربر' });
  await form.getByLabel('شماره موبایل').fill(persian(colleague.mobile));
  await form.getByRole('button', { name: 'یافتن حساب' }).click();
  await expect(form.getByRole('status')).toContainText('حسابی با شماره');
  await form.getByLabel('نقش').selectOption({ label: 'کاتالوگ — کالاها، قیمت‌ها، موجودی، دسته‌ها، برندها و بیمه' });
  await form.getByRole('button', { name: 'دادن نقش' }).click();
  await expect(page.getByText(`نقش داده شد: ${persian(colleague.mobile)}`)).toBeVisible();
  const table = page.getByRole('region', { name: 'کارکنان فروشگاه' });
  await table.getByLabel('جست‌وجو در کارکنان').fill(colleague.mobile);
  await expect(page).toHaveURL(new RegExp(`q=${colleague.mobile}`));
  await expect(table.getByRole('row')).toHaveCount(isMobile ? 1 : 2);
  await expect(table.getByRole('button', { name: `گرفتن نقش کاتالوگ از ${persian(colleague.mobile)}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The colleague signs in on their own device: the console shows only what the catalog role allows.
  const theirs = await browser.newContext();
  const their = await theirs.newPage();
  const { token } = await signInThroughApi(their, their.request, colleague.mobile);
  await their.goto('/admin');
  await expect(their.getByRole('heading', { level: 1, name: 'پیشخوان' })).toBeVisible();
  await expect(their.getByRole('heading', { name: 'نیازمند رسیدگی' })).toBeVisible();
  await expect(their.getByRole('heading', { name: 'سفارش‌ها', exact: true })).toHaveCount(0);
  expect(await menuEntries(their, isMobile)).toEqual(['پیشخوان', ...CATALOG_SECTIONS]);
  await their.goto('/admin/staff');
  await expect(their.getByRole('heading', { level: 1, name: 'دسترسی به این بخش ندارید' })).toBeVisible();
  // A content endpoint answers 403 with the missing permission named.
  const settings = await their.request.put('/api/admin/settings', { data: { catalogMode: false }, headers: { Authorization: `Bearer ${token}` } });
  expect(settings.status()).toBe(403);
  expect((await settings.json()).message).toContain('ویرایش بنرها، منوها، صفحه‌ها و تنظیمات');
  await theirs.close();

  // The audit page lists the grant, by the admin.
  await page.goto('/admin');
  await openSection(page, isMobile, 'گزارش تغییرات');
  await expect(page.getByRole('heading', { level: 1, name: 'گزارش تغییرات' })).toBeVisible();
  const log = page.getByRole('region', { name: 'گزارش تغییرات' });
  await log.getByLabel('کار').selectOption({ label: 'دادن نقش' });
  await expect(page).toHaveURL(/action=staff\.grant/);
  const grant = log.getByRole('row').filter({ hasText: 'catalog' }).first();
  await expect(grant).toContainText(persian(admin.mobile));
  await expect(grant).toContainText('دادن نقش');
  await expectNoSeriousA11yViolations(page);
});

test('taking a role back asks first: Escape keeps it, confirming takes it', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the dialog is the same on both widths; one is enough');
  const admin = freshPerson();
  const clerk = freshPerson();
  for (const [mobile, role] of [[admin.mobile, 'admin'], [clerk.mobile, 'support']]) {
    expect((await request.post('/api/admin/staff/grants', { data: { mobile, role }, headers: systemToken })).status()).toBe(201);
  }
  await signInThroughApi(page, page.request, admin.mobile);
  await page.goto(`/admin/staff?q=${clerk.mobile}`);
  const remove = page.getByRole('button', { name: `گرفتن نقش پشتیبانی از ${persian(clerk.mobile)}` });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'گرفتن نقش «پشتیبانی»' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'انصراف' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'گرفتن نقش' }).click();
  await expect(page.getByText('نقش گرفته شد')).toBeVisible();
  await expect(page.getByRole('region', { name: 'کارکنان فروشگاه' }).getByText('با این جست‌وجو و فیلترها چیزی پیدا نشد')).toBeVisible();
});

test('a signed-out visitor is sent to sign in and back; a customer gets the 403 page', async ({ page }) => {
  await page.goto('/admin/audit?action=update');
  await expect(page).toHaveURL(/\/login\?c=%2Fadmin%2Faudit%3Faction%3Dupdate$/);
  await signInThroughApi(page, page.request, freshPerson().mobile);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'دسترسی به این بخش ندارید' })).toBeVisible();
  await expect(page.getByText('این بخش فقط برای کارکنان فروشگاه است')).toBeVisible();
  await expect(page.getByRole('link', { name: 'بازگشت به فروشگاه' })).toBeVisible();
});
