import { describe, expect, it } from 'vitest';
import { publicBasketIdAnswerSchema } from '@/lib/contracts/basket';
import { freshMobile, loginWithCode } from '@/tests/auth';
import { lineOf, makeBundle, makeProduct, makeSeller, offerInsurance, publicCall, userCall } from '@/tests/basket';

async function addPublic(fields: Record<string, string | number | boolean>) {
  const res = await publicCall('POST', '/public/addPublicBasket', fields);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return publicBasketIdAnswerSchema.parse(res.body).data;
}

describe('public basket endpoints', () => {
  it('addPublicBasket answers a new unguessable id, then adds to it; GET reads it', async () => {
    const a = await makeProduct();
    const b = await makeProduct();
    const id = await addPublic({ productPropertyId: a.variants[0]!.id, qty: 1 });
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const other = await addPublic({ productPropertyId: a.variants[0]!.id, qty: 1 });
    expect(other).not.toBe(id);
    expect(await addPublic({ productPropertyId: b.variants[0]!.id, qty: 2, basketId: id })).toBe(id);
    const read = await publicCall('GET', `/public/publicBasket/${id}`);
    expect(read.basket).toMatchObject({ extraObject: { basket: id, length: 2, qty: 3 } });
  });

  it('answers 404 for an unknown basket id and 400 for a malformed one', async () => {
    expect((await publicCall('GET', '/public/publicBasket/AAAAAAAAAAAAAAAAAAAAAA')).body).toEqual({ message: 'سبد خرید یافت نشد' });
    expect((await publicCall('GET', '/public/publicBasket/1')).status).toBe(400);
  });

  it('edits, removes insurance, deletes a line and empties', async () => {
    const a = await makeProduct();
    const b = await makeProduct();
    const plan = await offerInsurance(a.product.id, false);
    const id = await addPublic({ productPropertyId: a.variants[0]!.id, qty: 1, insurance: true, insuranceId: plan.id });
    await addPublic({ productPropertyId: b.variants[0]!.id, qty: 1, basketId: id });
    const edited = await publicCall('PUT', '/public/editPublicBasket', { basketId: id, productPropertyId: a.variants[0]!.id, qty: 3 });
    const line = lineOf(edited.basket, a.variants[0]!.id)!;
    expect(line).toMatchObject({ qty: 3, insuranceId: plan.id });
    const over = await publicCall('PUT', '/public/editPublicBasket', { basketId: id, productPropertyId: a.variants[0]!.id, qty: 4 });
    expect(over.body).toEqual({ message: 'محدودیت حداکثر تعداد' });
    const bare = await publicCall('POST', '/public/removeInsurancefromBasket', { basketId: line.basketId, publicBasketId: id });
    expect(lineOf(bare.basket, a.variants[0]!.id)?.insuranceId).toBeNull();
    const del = await publicCall('DELETE', `/public/deletePublicBasket/${id}/${line.basketId}`);
    expect(del.basket!.data.map((i) => i.id)).toEqual([b.variants[0]!.id]);
    const empty = await publicCall('DELETE', `/public/emptyBasket/${id}`);
    expect(empty.basket).toMatchObject({ data: [], extraObject: { length: 0 } });
  });

  it("refuses a line of another public basket and an accompanying item alone", async () => {
    const phone = await makeProduct();
    const charger = await makeProduct([{ price: 800_000 }]);
    await makeBundle(phone.product.id, [{ variantId: charger.variants[0]!.id, discount: 100_000 }]);
    const mine = await addPublic({ productPropertyId: phone.variants[0]!.id, qty: 1 });
    const theirs = await addPublic({ productPropertyId: phone.variants[0]!.id, qty: 1 });
    const theirLine = (await publicCall('GET', `/public/publicBasket/${theirs}`)).basket!.data[0]!;
    expect((await publicCall('DELETE', `/public/deletePublicBasket/${mine}/${theirLine.basketId}`)).body).toEqual({ message: 'این کالا در سبد خرید شما نیست' });
    const [, extra] = (await publicCall('GET', `/public/publicBasket/${mine}`)).basket!.data;
    expect((await publicCall('DELETE', `/public/deletePublicBasket/${mine}/${extra!.basketId}`)).body).toEqual({ message: 'کالای همراه به تنهایی قابل حذف نیست' });
  });
});

describe('POST /user/importBasket', () => {
  it('merges lines with quantities capped, keeps insurance, deletes the public basket, and a second import changes nothing', async () => {
    const capped = await makeProduct([{ maxBuy: 3 }]);
    const insured = await makeProduct();
    const plan = await offerInsurance(insured.product.id, false);
    const publicId = await addPublic({ productPropertyId: capped.variants[0]!.id, qty: 2 });
    await addPublic({ productPropertyId: insured.variants[0]!.id, qty: 1, insurance: true, insuranceId: plan.id, basketId: publicId });

    const { token } = await loginWithCode();
    await userCall('POST', '/user/addBasket', token, { productPropertyId: capped.variants[0]!.id, qty: 2 });
    const merged = await userCall('POST', '/user/importBasket', token, { publicBasketId: publicId });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(lineOf(merged.basket, capped.variants[0]!.id)?.qty).toBe(3);
    expect(lineOf(merged.basket, insured.variants[0]!.id)).toMatchObject({ qty: 1, insuranceId: plan.id });
    expect((await publicCall('GET', `/public/publicBasket/${publicId}`)).status).toBe(404);

    const twice = await userCall('POST', '/user/importBasket', token, { publicBasketId: publicId });
    expect(twice.basket).toEqual(merged.basket);
  });

  it('imports past the limits for a seller, and the same import in parallel only once', async () => {
    const mobile = freshMobile();
    const { token } = await loginWithCode(mobile);
    await makeSeller(mobile);
    const { variants } = await makeProduct([{ maxBuy: 2, stock: 2 }]);
    const publicId = await addPublic({ productPropertyId: variants[0]!.id, qty: 2 });
    await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 2 });
    const answers = await Promise.all([1, 2, 3].map(() => userCall('POST', '/user/importBasket', token, { publicBasketId: publicId })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(lineOf((await userCall('GET', '/user/basket', token)).basket, variants[0]!.id)?.qty).toBe(4);
  });

  it('refuses a malformed public basket id', async () => {
    const { token } = await loginWithCode();
    const res = await userCall('POST', '/user/importBasket', token, { publicBasketId: '../x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'شناسه سبد خرید معتبر نیست' });
  });
});
