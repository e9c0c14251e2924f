import { expect, test } from '@playwright/test';
import { chargeWallet, customerWithLoan, moveServerClock } from './loan-setup';
import { expectNoSeriousA11yViolations, skipPopup, tomanOf } from './support';

type Loan = { remaining: number; instalments: { number: number; amount: number; dueDate: string }[]; settlement: { payable: number; rebate: number } | null };

const tehranToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
const daysUntil = (day: string) => Math.round((Date.parse(day) - Date.parse(tehranToday())) / 86_400_000);

test.beforeEach(async ({ page }) => {
  await skipPopup(page);
});

test.afterEach(async () => {
  await moveServerClock(0);
});

test('a customer pays the next two instalments in the sandbox bank, sees an overdue one with its fee, and settles the rest early from the wallet', async ({ page, request }) => {
  const { loanId, headers, userInfo } = await customerWithLoan(request);
  const loanNow = async () => (await (await request.get(`/api/user/loan/${loanId}`, { headers })).json()).data as Loan;
  const loan = await loanNow();
  const [first, second, third] = loan.instalments;
  await page.addInitScript((info) => localStorage.setItem('userInfo', info), JSON.stringify(userInfo));

  // 'اقساط من' in the dashboard menu lists the loan with its schedule.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'اقساط من' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/installments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'اقساط من' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: 'اقساط ۱۲ ماهه' });
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(13);
  expect(tomanOf(await card.locator('[data-figure="مانده اقساط"]').innerText())).toBe(loan.remaining);
  await expectNoSeriousA11yViolations(page);

  // The next two, through the sandbox bank: the figure is shown before paying.
  await card.getByRole('link', { name: /پرداخت اقساط و جزئیات/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/installments/${loanId}$`));
  await page.getByRole('radio', { name: 'چند قسط بعدی' }).check();
  await expect(page.getByLabel('تعداد اقساط')).toHaveValue('2');
  const two = first!.amount + second!.amount;
  await expect.poll(async () => tomanOf(await page.getByTestId('loan-payable').innerText())).toBe(two);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: /^پرداخت .*تومان$/ }).click();
  await expect(page).toHaveURL(/\/sandbox-bank\//);
  expect(tomanOf(await page.getByTestId('sandbox-amount').innerText())).toBe(two);
  await page.getByRole('button', { name: 'پرداخت', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'پرداخت موفق' })).toBeVisible();
  await page.getByRole('link', { name: 'مشاهده اقساط' }).click();

  const rows = page.getByRole('table', { name: 'جدول اقساط' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('پرداخت شده');
  await expect(rows.nth(2)).toContainText('پرداخت شده');
  await expect(rows.nth(3)).toContainText('پرداخت نشده');
  expect(tomanOf(await page.locator('[data-figure="مانده اقساط"]').innerText())).toBe(loan.remaining - two);
  expect(tomanOf(await page.locator('[data-figure="پرداخت‌شده تاکنون"]').innerText())).toBe(two);
  await expect(page.getByRole('link', { name: /رسید/ })).toHaveCount(1);

  // Five days past the third due date (3 of them grace): overdue, with 5 days of 0.05 % each.
  // The menu's badge says something is due.
  await moveServerClock(daysUntil(third!.dueDate) + 5);
  await page.goto('/dashboard');
  await page.getByRole('link', { name: /^اقساط من ۱ قسط سررسیدشده/ }).first().click();
  await page.getByRole('article').filter({ hasText: 'اقساط ۱۲ ماهه' }).getByRole('link', { name: /پرداخت اقساط و جزئیات/ }).click();
  await expect(rows.nth(3)).toContainText('معوق');
  const fee = 5 * Math.floor((third!.amount * 5) / 10_000);
  expect(tomanOf((await rows.nth(3).getByText(/جریمه دیرکرد تاکنون/).innerText()).split(':')[1]!)).toBe(fee);
  expect(tomanOf(await page.locator('[data-figure="جریمه دیرکرد"]').innerText())).toBe(fee);

  // The rest, settled early from the wallet: the profit of the months not begun is taken off.
  const due = await loanNow();
  expect(due.settlement!.rebate).toBeGreaterThan(0);
  await chargeWallet(request, headers, due.settlement!.payable);
  await page.reload();
  await page.getByRole('radio', { name: /تسویه کامل وام/ }).check();
  await expect(page.getByText('تخفیف سود ماه‌های آغازنشده')).toBeVisible();
  await expect.poll(async () => tomanOf(await page.getByTestId('loan-payable').innerText())).toBe(due.settlement!.payable);
  await page.getByRole('radio', { name: /^کیف پول \(موجودی/ }).check();
  await page.getByRole('button', { name: /^پرداخت .*تومان$/ }).click();
  await expect(page.getByText('پرداخت انجام شد')).toBeVisible();
  await expect(page.getByText('تسویه شده').first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'جدول اقساط' }).locator('tbody tr[data-state="paid"]')).toHaveCount(12);
  expect(tomanOf(await page.locator('[data-figure="مانده اقساط"]').innerText())).toBe(0);
});
