import { describe, expect, it } from 'vitest';
import { facilityMessages } from '@/lib/contracts/facility-messages';
import { prepaymentAnswerSchema } from '@/lib/contracts/facility';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode, multipart } from '@/tests/auth';
import { makeProduct, userCall } from '@/tests/basket';
import { dataOf, giveWallet, orderOf, stockOf, userJson } from '@/tests/orders';
import { charge, decideInSandbox, followCallback } from '@/tests/payment';
import { applicant, create, firstBranchId, JPEG, nationalCodeScoring, openDay, planByMonths, put, requestReadyToBook, upload } from './facility-test-kit';
import { grantRoles } from '@/tests/staff';

const PRICE = 50_000_000;

async function operator() {
  const login = await loginWithCode();
  await grantRoles(login.user.id, 'credit');
  return login.token;
}

/** A shopper whose basket holds one 50,000,000-toman phone, with a request for that basket booked at a branch. */
async function bookedFromBasket() {
  const login = await loginWithCode();
  const { variants } = await makeProduct([{ price: PRICE, stock: 4 }]);
  expect((await userCall('POST', '/user/addBasket', login.token, { productPropertyId: variants[0]!.id, qty: 1 })).status).toBe(200);
  const ready = await requestReadyToBook(login.token, { fromBasket: 'true' });
  const branchId = await firstBranchId();
  const booked = await put(login.token, { id: ready.id, step: 4, branchId, meetDateTime: await openDay(login.token, branchId) });
  expect(booked.status).toBe(200);
  return { ...login, request: booked.request!, variantId: variants[0]!.id, branchId };
}

async function approve(id: number) {
  const res = await callApi('/admin/planRequestDecision', multipart('PUT', { id: String(id), decision: 'approve' }, await operator()));
  expect(res.status).toBe(200);
}

const prepay = (token: string, body: Record<string, unknown>) => userJson('POST', '/user/planRequestPrepayment', token, body);

describe('approval → prepayment → facility order', () => {
  it('pays the prepayment in the sandbox bank: the order is paid, the loan active, the schedule on the order page', async () => {
    const shopper = await bookedFromBasket();
    await approve(shopper.request.id);
    const started = await prepay(shopper.token, { requestId: shopper.request.id, paymentMethod: 'gateway', gateway: 'sandbox' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const answer = dataOf(prepaymentAnswerSchema, started.body);
    expect(answer).toMatchObject({ status: 'awaiting_payment', paymentId: expect.any(Number) });

    const waiting = (await orderOf(shopper.token, answer.orderId)).order!;
    expect(waiting).toMatchObject({ payable: shopper.request.prepayment, gatewayAmount: shopper.request.prepayment, shippingMethod: 'pickup', shippingPrice: 0 });
    expect(waiting.facility).toMatchObject({ active: false, loanAmount: shopper.request.loanAmount, months: 12 });
    expect(await stockOf(shopper.variantId)).toBe(3);

    await followCallback(await decideInSandbox(answer.redirectUrl!, 'pay'));
    const paid = (await orderOf(shopper.token, answer.orderId)).order!;
    expect(paid.status).toBe('paid');
    expect(paid.payments).toEqual([expect.objectContaining({ amount: shopper.request.prepayment, status: 'paid' })]);
    const facility = paid.facility!;
    expect(facility).toMatchObject({ active: true, price: PRICE, prepayment: shopper.request.prepayment, loanAmount: shopper.request.loanAmount, amountPerMonth: shopper.request.amountPerMonth });
    expect(facility.schedule).toHaveLength(12);
    expect(facility.schedule.reduce((s, i) => s + i.amount, 0)).toBe(facility.finalRefundAmount);
    expect(facility.schedule[0]!.jalali).toMatch(/^\d{4}\/\d{2}\/\d{2}$/);

    const request = await callApi(`/user/planRequest/${shopper.request.id}`, bearer(shopper.token));
    expect(request.body).toMatchObject({ data: { state: 'active', orderId: answer.orderId } });
    const basket = await callApi('/user/basket', bearer(shopper.token));
    expect((basket.body as { data: unknown[] }).data).toHaveLength(0);
    // Twice is refused.
    expect(await prepay(shopper.token, { requestId: shopper.request.id, paymentMethod: 'gateway' })).toMatchObject({ status: 409, body: { message: facilityMessages.prepaymentPaid } });
  });

  it('refuses another user (404), a request not yet approved (409) and a gateway not offered (400)', async () => {
    const shopper = await bookedFromBasket();
    expect(await prepay(shopper.token, { requestId: shopper.request.id, paymentMethod: 'gateway' })).toMatchObject({ status: 409, body: { message: facilityMessages.notApproved } });
    await approve(shopper.request.id);
    const stranger = await loginWithCode();
    expect((await prepay(stranger.token, { requestId: shopper.request.id, paymentMethod: 'gateway' })).status).toBe(404);
    expect((await prepay(shopper.token, { requestId: shopper.request.id, paymentMethod: 'gateway', gateway: 'nowhere' })).status).toBe(400);
    expect((await prepay(shopper.token, { requestId: 'x', paymentMethod: 'cash' })).status).toBe(400);
    expect((await callApi('/user/planRequestPrepayment', { method: 'POST' })).status).toBe(401);
  });

  it('pays from the wallet at once, or after charging the wallet for the order', async () => {
    const a = await bookedFromBasket();
    await approve(a.request.id);
    await giveWallet(a.user.id, a.request.prepayment);
    const paid = await prepay(a.token, { requestId: a.request.id, paymentMethod: 'wallet' });
    expect(dataOf(prepaymentAnswerSchema, paid.body)).toMatchObject({ status: 'paid', paymentId: null });
    const order = (await orderOf(a.token, dataOf(prepaymentAnswerSchema, paid.body).orderId)).order!;
    expect(order.facility).toMatchObject({ active: true });

    const b = await bookedFromBasket();
    await approve(b.request.id);
    const started = dataOf(prepaymentAnswerSchema, (await prepay(b.token, { requestId: b.request.id, paymentMethod: 'gateway' })).body);
    const topUp = await charge(b.token, { amount: b.request.prepayment, gateway: 'sandbox', orderId: started.orderId });
    expect(topUp.status, JSON.stringify(topUp.body)).toBe(200);
    await followCallback(await decideInSandbox((topUp.body as { data: { redirectUrl: string } }).data.redirectUrl, 'pay'));
    const notes = await callApi('/user/notifications', bearer(b.token));
    expect((notes.body as { data: { isModal: boolean; value: string | null }[] }).data).toContainEqual(expect.objectContaining({ isModal: true, value: String(started.orderId) }));
    expect((await userJson('POST', `/user/orders/${started.orderId}/pay-from-wallet`, b.token)).status).toBe(200);
    expect((await orderOf(b.token, started.orderId)).order).toMatchObject({ status: 'paid', facility: { active: true } });
  });

  it('refuses a basket that no longer fits the approved loan', async () => {
    const shopper = await bookedFromBasket();
    await approve(shopper.request.id);
    const { variants } = await makeProduct([{ price: 1_000_000, stock: 4 }]);
    // A cheaper basket would make the loan too large a share of it.
    await userCall('DELETE', '/user/emptyBasket', shopper.token);
    await userCall('POST', '/user/addBasket', shopper.token, { productPropertyId: variants[0]!.id, qty: 1 });
    expect(await prepay(shopper.token, { requestId: shopper.request.id, paymentMethod: 'gateway' })).toMatchObject({ status: 409, body: { message: facilityMessages.basketChanged } });
  });
});

describe('the leasing path', () => {
  it('runs on the same engine with the leasing plan and its own documents', async () => {
    const { token } = await loginWithCode();
    const ready = await requestReadyToBook(token, { amount: 40_000_000 }, 'leasing');
    expect(ready).toMatchObject({ kind: 'leasing', facilityParentTitle: 'لیزینگ همراه', months: 12 });
    expect(ready.documents.map((d) => d.kind).sort()).toEqual(['guarantee', 'jobProof', 'nationalCardBack', 'nationalCardFront', 'residenceProof']);
  });

  it('asks a leasing request for proof of work and residence', async () => {
    const { token } = await loginWithCode();
    const plan = await planByMonths(12, 'leasing');
    const created = await create(token, { planId: plan.id, amount: 40_000_000 });
    const id = created.request!.id;
    expect((await put(token, { id, step: 1, ...applicant(nationalCodeScoring(true)) })).status).toBe(200);
    for (const kind of ['nationalCardFront', 'nationalCardBack', 'birthCertificate', 'incomeProof', 'guarantee']) expect((await upload(token, id, kind, JPEG)).status).toBe(200);
    const missing = await put(token, { id, step: 2, guaranteeType: 'promissory' });
    expect(missing).toMatchObject({ status: 400, body: { errors: { jobProof: facilityMessages.documentsMissing, residenceProof: facilityMessages.documentsMissing } } });
  });
});
