import { expect, test } from '@playwright/test';
import { cooperationDocuments, REQUIRED_COOPERATION_DOCUMENTS } from '../../lib/contracts/cooperation-messages';
import { expectNoSeriousA11yViolations, freshPerson, signUpOnLoginPage, skipPopup } from './support';

const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << >> endobj\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test('a business fills in its details, uploads, replaces and deletes documents, submits, and sees the request waiting', async ({ page, isMobile }) => {
  test.skip(isMobile, 'one screen size is enough for this flow');
  await page.goto('/dashboard/cooperation');
  await expect(page).toHaveURL(/\/login\?c=%2Fdashboard%2Fcooperation$/);
  const person = freshPerson();
  await signUpOnLoginPage(page, isMobile, person);
  await expect(page).toHaveURL(/\/dashboard\/cooperation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'درخواست همکاری' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'درخواست همکاری' })).toBeVisible();

  // A wrong company ID is refused beside its field; the corrected form is saved.
  const form = page.getByRole('form', { name: 'اطلاعات شرکت' });
  await form.getByLabel('نام ثبتی شرکت').fill('شرکت بازرگانی نمونه');
  await form.getByLabel('شماره ثبت').fill('۵۴۳۲۱');
  await form.getByLabel('شناسه ملی شرکت (۱۱ رقم)').fill('10380284791');
  await form.getByLabel('کد اقتصادی').fill('411111111111');
  await form.getByLabel('تلفن شرکت').fill('02188776655');
  await form.getByLabel('نام و نام خانوادگی مدیرعامل').fill('مریم احمدی');
  await form.getByLabel('کد ملی مدیرعامل').fill(person.nationalCode);
  await form.getByLabel('نوع کسب‌وکار').selectOption({ label: 'فروشگاه خرده‌فروشی' });
  await form.getByLabel('حجم خرید ماهانه').selectOption({ label: '۵۰ تا ۲۰۰ دستگاه' });
  await form.getByLabel('استان').selectOption({ label: 'تهران' });
  await form.getByLabel('شهر').selectOption({ label: 'تهران' });
  await form.getByLabel('نشانی کامل').fill('خیابان ولیعصر، کوچه نمونه، پلاک ۱۲');
  await form.getByLabel('کد پستی ۱۰ رقمی').fill('1234567890');
  await form.getByRole('button', { name: 'ذخیره اطلاعات شرکت' }).click();
  await expect(form.getByRole('alert')).toHaveText('شناسه ملی شرکت (۱۱ رقم) معتبر نیست');
  await form.getByLabel('شناسه ملی شرکت (۱۱ رقم)').fill('10380284790');
  await form.getByRole('button', { name: 'ذخیره اطلاعات شرکت' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('اطلاعات شرکت هنوز ذخیره نشده است.')).toHaveCount(0);

  // Submitting with documents missing names them.
  await page.getByRole('button', { name: 'ثبت نهایی درخواست' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'این مدارک بارگذاری نشده‌اند' })).toContainText('نامه معرفی بانک');

  for (const type of REQUIRED_COOPERATION_DOCUMENTS) {
    const { title } = cooperationDocuments[type];
    await page.getByLabel(`فایل ${title}`, { exact: true }).setInputFiles({ name: `${type}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(page.getByRole('listitem', { name: title, exact: true })).toContainText('بارگذاری شد: PDF');
  }

  // An optional document: uploaded, replaced by a PNG, then deleted.
  const photos = page.getByRole('listitem', { name: 'تصویر سردر و فضای فروشگاه' });
  await page.getByLabel('فایل تصویر سردر و فضای فروشگاه').setInputFiles({ name: 'front.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(photos).toContainText('بارگذاری شد: PDF');
  await page.getByLabel('فایل تصویر سردر و فضای فروشگاه').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(photos).toContainText('بارگذاری شد: PNG');
  await photos.getByRole('button', { name: 'حذف تصویر سردر و فضای فروشگاه' }).click();
  await expect(photos).toContainText('بارگذاری نشده');

  // A page renamed .pdf is refused by its content.
  await page.getByLabel('فایل گواهی عدم سوءاثر چک').setInputFiles({ name: 'cheque.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><body>x</body></html>') });
  await expect(page.getByRole('listitem', { name: 'گواهی عدم سوءاثر چک' }).getByRole('alert')).toHaveText('فقط فایل‌های JPEG، PNG یا PDF پذیرفته می‌شوند');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'ثبت نهایی درخواست' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^در انتظار بررسی$/ })).toBeVisible();
  await expect(page.getByText(/^تاریخ ثبت: [۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ثبت نهایی درخواست' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'مشاهده آگهی تأسیس' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The state holds after a reload.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^در انتظار بررسی$/ })).toBeVisible();
});
