import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { expect, type APIRequestContext } from '@playwright/test';
import { approvedNationalCode, outbox } from './support';

type Json = Record<string, unknown>;
const dataOf = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n');
const strings = (fields: Json) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** Charges the wallet through the sandbox bank, as the bank page's button would. */
export async function chargeWallet(request: APIRequestContext, headers: Record<string, string>, amount: number) {
  const { redirectUrl } = await dataOf<{ redirectUrl: string }>(await request.post('/api/user/wallet/charge', { headers, data: { amount, gateway: 'sandbox' } }));
  const token = new URL(redirectUrl).pathname.split('/').at(-1)!;
  const paid = await request.post(`/api/sandbox-bank/${token}`, { form: { action: 'pay' } });
  expect(paid.ok()).toBe(true);
}

/**
 * A customer whose 12-month plan request waits for the credit desk, made through the API the way the shop makes one:
 * a phone of at least 20,000,000 toman in the basket, the applicant's step, the documents and the credit check.
 * With `book` (the default) it also books the first open day of a branch and is submitted; without, it stops at the
 * appointment step as a draft.
 */
export async function customerWithRequest(request: APIRequestContext, { book = true } = {}) {
  const mobile = `0914${String(randomInt(1e7)).padStart(7, '0')}`;
  expect((await request.post('/api/v1/sendCode', { data: { mobile } })).status()).toBe(200);
  const code = (await outbox()).filter((l) => l.mobile === mobile).at(-1)!.code;
  const login = await dataOf<{ token: string; user: Json }>(await request.post('/api/v1/userLoginBySMS', { data: { mobile, code } }));
  const headers = { Authorization: `Bearer ${login.token}` };
  const provinces = await dataOf<{ id: number; cities: { id: number }[] }[]>(await request.get('/api/public/provinces'));
  const profile = await dataOf<Json>(
    await request.put('/api/user/userInfo', {
      headers,
      multipart: { fname: 'نرگس', lname: 'کریمی', nationalCode: approvedNationalCode(), provinceId: String(provinces[0]!.id), cityId: String(provinces[0]!.cities[0]!.id), birthDate: '1988-03-01T00:00:00' },
    }),
  );

  const listing = await dataOf<{ items: { id: number }[] }>(await request.get('/api/shop/products?inStock=true&pageSize=48'));
  let variantId = 0;
  for (const card of listing.items) {
    const detail = await dataOf<{ defaultVariantId: number; variants: { id: number; stock: number; discountPrice: number }[]; bundles: unknown[]; insurances: { hasForceInsurance: boolean }[] }>(await request.get(`/api/public/products/${card.id}`));
    const v = detail.variants.find((x) => x.id === detail.defaultVariantId);
    if (v && v.stock > 0 && v.discountPrice >= 20_000_000 && detail.bundles.length === 0 && !detail.insurances.some((i) => i.hasForceInsurance)) {
      variantId = v.id;
      break;
    }
  }
  expect(variantId, 'a phone of 20,000,000 toman or more in stock').toBeGreaterThan(0);
  expect((await request.post('/api/user/addBasket', { headers, multipart: { productPropertyId: String(variantId), qty: '1' } })).status()).toBe(200);

  const plans = await dataOf<{ id: number; months: number }[]>(await request.get('/api/public/facilityPlans?kind=plan'));
  const created = await dataOf<{ id: number }>(await request.post('/api/user/planRequest', { headers, multipart: { planId: String(plans.find((p) => p.months === 12)!.id), fromBasket: 'true' } }));
  const step = async (fields: Json) => dataOf<Json>(await request.put('/api/user/editPlanRequest', { headers, multipart: strings({ id: created.id, ...fields }) }));
  await step({ step: 1, fName: 'نرگس', lName: 'کریمی', nationalCode: profile.nationalCode, birthDate: '1988-03-01', job: 'کارمند', monthlyIncome: '45000000' });
  for (const kind of ['nationalCardFront', 'nationalCardBack', 'birthCertificate', 'incomeProof', 'guarantee']) {
    const file = kind === 'incomeProof' ? { name: 'income.pdf', mimeType: 'application/pdf', buffer: pdf } : { name: 'scan.jpg', mimeType: 'image/jpeg', buffer: jpeg };
    expect((await request.post('/api/user/planRequestDocument', { headers, multipart: { requestId: String(created.id), kind, file } })).status()).toBe(200);
  }
  await step({ step: 2, guaranteeType: 'cheque' });
  await step({ step: 3 });
  if (book) {
    const branches = await dataOf<{ id: number }[]>(await request.get('/api/public/branchs'));
    for (const branch of branches) {
      const days = await dataOf<{ dateTime: string; holiday: boolean; capacity: number }[]>(await request.get(`/api/user/planLoanTimes?branchId=${branch.id}`, { headers }));
      const open = days.find((d) => !d.holiday && d.capacity > 0);
      if (open) {
        await step({ step: 4, branchId: branch.id, meetDateTime: open.dateTime });
        break;
      }
    }
  }
  return { loanId: created.id, headers, userInfo: { ...profile, token: login.token, secretKey: null, newPassword: false } };
}

/**
 * A customer with an approved and running loan: the request of `customerWithRequest`, approved by an operator, and
 * its prepayment paid from a wallet charged in the sandbox bank.
 */
export async function customerWithLoan(request: APIRequestContext) {
  const customer = await customerWithRequest(request);
  const approved = await dataOf<{ prepayment: number }>(
    await request.put('/api/admin/planRequestDecision', { headers: { Authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN}` }, multipart: { id: String(customer.loanId), decision: 'approve' } }),
  );
  await chargeWallet(request, customer.headers, approved.prepayment);
  await dataOf<Json>(await request.post('/api/user/planRequestPrepayment', { headers: customer.headers, data: { requestId: customer.loanId, paymentMethod: 'wallet' } }));
  return customer;
}

/** Moves the server's clock (tests/e2e/test-clock.mjs) by `days`; 0 brings it back to real time. */
export async function moveServerClock(days: number) {
  await writeFile(process.env.E2E_CLOCK_FILE!, String(days * 86_400_000));
}
