import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envelope } from '@/lib/contracts/envelope';
import { facilityPlanSchema } from '@/lib/contracts/facility';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { facilityFigures, basketFacility } from '@/lib/facility/calculator';
import { getDb } from '@/lib/server/db/client';
import { facilityPlans, users } from '@/lib/server/db/schema';
import { termsOf } from '@/lib/server/services/facility/plans';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { applicant, create, nationalCodeScoring, planByMonths, put, requestReadyToBook } from './facility-test-kit';

describe('GET /public/facilityPlans', () => {
  it('answers the active plans of a kind, in order', async () => {
    const res = await callApi('/public/facilityPlans');
    const { data } = envelope(z.array(facilityPlanSchema)).parse(res.body);
    expect(data.map((p) => p.months)).toEqual([6, 12, 18, 24]);
    expect(data[1]).toMatchObject({ facilityName: 'اقساط ۱۲ ماهه', facilityParentTitle: 'خرید اقساطی', minPrepaymentPercent: 30, annualRateBp: 2300, guaranteeType: 'cheque' });
    const leasing = envelope(z.array(facilityPlanSchema)).parse((await callApi('/public/facilityPlans?kind=leasing')).body).data;
    expect(leasing.every((p) => p.kind === 'leasing')).toBe(true);
    expect((await callApi('/public/facilityPlans?kind=other')).status).toBe(400);
  });
});

describe('facility basket', () => {
  it('turns the basket totals into the plan figures the calculator gives, and back to cash', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct([{ price: 60_000_000, discountPrice: 50_000_000 }]);
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 1 });
    const plan = await planByMonths(12);
    const res = await userCall('POST', '/user/basketFacility', token, { planId: plan.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const expected = basketFacility(termsOf(plan), 60_000_000, 50_000_000)!;
    expect(res.basket!.extraObject).toMatchObject({
      ...expected,
      facilityName: 'اقساط ۱۲ ماهه',
      facilityParentTitle: 'خرید اقساطی',
      showDetail: true,
      showFinalRefundAmount: true,
      prepayment: 15_000_000,
      loanAmount: 35_000_000,
      discountLoanAmount: 42_000_000,
      totallPrice: expected.sumOfFacilityBasketDiscount,
      totallPriceAfterDiscount: expected.sumOfFacilityBasket,
    });
    // The basket keeps its plan on every read and after a change of quantity.
    const twice = await userCall('PUT', '/user/editBasket', token, { productPropertyId: variants[0]!.id, qty: 2 });
    expect(twice.basket!.extraObject).toMatchObject({ showDetail: true, loanAmount: 70_000_000, prepayment: 30_000_000 });
    const cash = await userCall('DELETE', '/user/basketFacility', token);
    expect(cash.basket!.extraObject).toMatchObject({ showDetail: false, loanAmount: 0, totallPriceAfterDiscount: 100_000_000, basketPrice: null });
  });

  it('refuses an empty basket, an unknown plan and a plan for other categories', async () => {
    const { token } = await loginWithCode();
    const plan = await planByMonths(12);
    expect((await userCall('POST', '/user/basketFacility', token, { planId: plan.id })).body).toMatchObject({ message: facilityMessages.emptyBasket });
    const { variants } = await makeProduct([{ price: 50_000_000 }]);
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 1 });
    expect((await userCall('POST', '/user/basketFacility', token, { planId: 999_999 })).status).toBe(404);
    const [narrow] = await getDb().insert(facilityPlans).values({ ...plan, id: undefined, categoryIds: [2_000_000] }).returning();
    const refused = await userCall('POST', '/user/basketFacility', token, { planId: narrow!.id });
    expect(refused).toMatchObject({ status: 400, body: { message: facilityMessages.planNotForBasket } });
    expect((await callApi('/user/basketFacility', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('plan request steps', () => {
  it('starts from the profile, saves each step, and answers the request with its figures and schedule', async () => {
    const { token, user: { mobile } } = await loginWithCode();
    await getDb().update(users).set({ fName: 'علی', lName: 'رضایی' }).where(eq(users.mobile, mobile));
    const plan = await planByMonths(12);
    const created = await create(token, { planId: plan.id, amount: '۵۰٬۰۰۰٬۰۰۰', prepayment: 20_000_000 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const figures = facilityFigures(termsOf(plan), 50_000_000, 20_000_000);
    expect(figures.ok).toBe(true);
    expect(created.request).toMatchObject({ step: 1, state: 'draft', fName: 'علی', mobile, price: 50_000_000, prepayment: 20_000_000, loanAmount: 30_000_000 });
    expect(created.request!.amountPerMonth).toBe(figures.ok ? figures.figures.amountPerMonth : 0);
    expect(created.request!.schedule).toHaveLength(12);

    const id = created.request!.id;
    // Steps are filled in order.
    expect((await put(token, { id, step: 3 })).body).toMatchObject({ message: facilityMessages.stepLocked });
    const bad = await put(token, { id, step: 1, ...applicant('1234567890'), job: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: object }).errors)).toEqual(expect.arrayContaining(['nationalCode', 'job']));
    const saved = await put(token, { id, step: 1, ...applicant(nationalCodeScoring(true)) });
    expect(saved.request).toMatchObject({ step: 2, job: 'کارمند', monthlyIncome: 35_000_000, fName: 'مریم' });
    expect((await put(token, { id, step: 2, guaranteeType: 'cheque' })).body).toMatchObject({ message: facilityMessages.documentsMissing });

    // Resumable: a later read answers the saved request.
    const read = await callApi(`/user/planRequest/${id}`, bearer(token));
    expect(read.body).toMatchObject({ data: { id, step: 2 } });
    expect((await callApi('/user/planRequests', bearer(token))).body).toMatchObject({ data: [{ id }] });
  });

  it('takes the amount from the basket and refuses amounts the plan cannot lend', async () => {
    const { token } = await loginWithCode();
    const plan = await planByMonths(12);
    expect((await create(token, { planId: plan.id, fromBasket: 'true' })).body).toMatchObject({ message: facilityMessages.emptyBasket });
    const { variants } = await makeProduct([{ price: 40_000_000 }]);
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 1 });
    expect((await create(token, { planId: plan.id, fromBasket: 'true' })).request).toMatchObject({ fromBasket: true, price: 40_000_000, prepayment: 12_000_000 });
    expect((await create(token, { planId: plan.id, amount: 4_000_000 })).status).toBe(400);
    expect((await create(token, { planId: plan.id, amount: 50_000_000, prepayment: 1_000 })).status).toBe(400);
    expect((await create(token, { planId: plan.id })).status).toBe(400);
  });

  it('a refused credit check is saved and keeps the applicant on that step', async () => {
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token);
    const id = ready.id;
    await put(token, { id, step: 1, ...applicant(nationalCodeScoring(false)) });
    await put(token, { id, step: 2, guaranteeType: 'cheque' });
    const refused = await put(token, { id, step: 3 });
    expect(refused.request).toMatchObject({ step: 3, creditApproved: false });
    expect(refused.request!.creditScore).toBeLessThan(500);
    expect((await put(token, { id, step: 4, branchId: 1, meetDateTime: '2099-01-01T00:00:00' })).body).toMatchObject({ message: facilityMessages.stepLocked });
  });

  it('another user’s request is unreachable (404) for reading and every step', async () => {
    const owner = await loginWithCode();
    const other = await loginWithCode();
    const plan = await planByMonths(12);
    const { request } = await create(owner.token, { planId: plan.id, amount: 50_000_000 });
    expect((await callApi(`/user/planRequest/${request!.id}`, bearer(other.token))).status).toBe(404);
    expect((await put(other.token, { id: request!.id, step: 0, planId: plan.id, amount: 60_000_000 })).status).toBe(404);
    expect((await put(other.token, { id: request!.id, step: 1, ...applicant(nationalCodeScoring(true)) })).status).toBe(404);
    expect((await callApi('/user/planRequests', bearer(other.token))).body).toEqual({ data: [] });
    expect((await callApi(`/user/planRequest/${request!.id}`)).status).toBe(401);
  });
});
