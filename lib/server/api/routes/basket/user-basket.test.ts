import { describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { json, loginWithCode } from '@/tests/auth';
import { lineOf, makeProduct, offerInsurance, userCall } from '@/tests/basket';

describe('user basket endpoints', () => {
  it('GET /user/basket needs a session and answers an empty basket with no-cache headers', async () => {
    expect((await callApi('/user/basket')).status).toBe(401);
    const { token } = await loginWithCode();
    const res = await userCall('GET', '/user/basket', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    expect(res.basket).toMatchObject({ data: [], extraObject: { length: 0, qty: 0, totallPrice: 0, totallPriceAfterDiscount: 0, totallDiscount: 0, message: null } });
  });

  it('adds with insurance and answers every SPEC §3 item field and the SPEC §4 totals', async () => {
    const { token } = await loginWithCode();
    const { product, variants } = await makeProduct([{ price: 10_000_000, discountPrice: 9_000_000 }]);
    const plan = await offerInsurance(product.id, false);
    const res = await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: 2, insurance: true, insuranceId: plan.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const item = res.basket!.data[0]!;
    expect(item).toMatchObject({
      id: variants[0]!.id,
      productId: product.id,
      slug: product.slug,
      title: product.title,
      qty: 2,
      price: 10_000_000,
      discount: 1_000_000,
      promotion: false,
      maxBuy: 3,
      stock: 10,
      canDelete: true,
      insuranceId: plan.id,
      insuranceTitle: 'بیمه اختیاری',
      insuranceTotalPrice: 200_000,
      insurancePriceWithDiscount: 180_000,
      hasForceInsurance: false,
      isBundle: false,
      info: { message: null },
    });
    expect(item.arrtib1).toMatchObject({ type: 1 });
    expect(item.arrtib1).toHaveProperty('attributeImages');
    expect(item.arrtib2).toBeNull();
    expect(typeof item.basketId).toBe('number');
    expect(res.basket!.extraObject).toMatchObject({
      length: 1,
      qty: 2,
      totallPrice: 2 * (10_000_000 + 200_000),
      totallPriceAfterDiscount: 2 * (9_000_000 + 180_000),
      totallDiscount: 2 * (1_000_000 + 20_000),
      basketPrice: null,
      showDetail: false,
    });
    const read = await userCall('GET', '/user/basket', token);
    expect(read.basket).toEqual({ data: res.basket!.data, extraObject: res.basket!.extraObject });
  });

  it('adding again adds to the line; edit sets the quantity and insurance', async () => {
    const { token } = await loginWithCode();
    const { product, variants } = await makeProduct();
    const plan = await offerInsurance(product.id, false);
    const id = variants[0]!.id;
    await userCall('POST', '/user/addBasket', token, { productPropertyId: id, qty: 1 });
    const again = await userCall('POST', '/user/addBasket', token, { productPropertyId: id, qty: 1 });
    expect(lineOf(again.basket, id)?.qty).toBe(2);
    const edited = await userCall('PUT', '/user/editBasket', token, { productPropertyId: id, qty: 1, insurance: true, insuranceId: plan.id });
    expect(lineOf(edited.basket, id)).toMatchObject({ qty: 1, insuranceId: plan.id });
    const removed = await userCall('POST', '/user/removeInsurancefromBasket', token, { basketId: lineOf(edited.basket, id)!.basketId });
    expect(lineOf(removed.basket, id)).toMatchObject({ insuranceId: null, insuranceTotalPrice: 0 });
  });

  it('addBasketBulk adds every item, or none when one breaks a rule', async () => {
    const { token } = await loginWithCode();
    const a = await makeProduct();
    const b = await makeProduct([{ maxBuy: 1 }]);
    const ok = await callApi('/user/addBasketBulk', json({ items: [{ productPropertyId: a.variants[0]!.id, qty: 2 }, { productPropertyId: b.variants[0]!.id, qty: 1 }] }, { Authorization: `Bearer ${token}` }));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ extraObject: { length: 2, qty: 3 } });
    const broken = await callApi('/user/addBasketBulk', json({ items: [{ productPropertyId: a.variants[0]!.id, qty: 1 }, { productPropertyId: b.variants[0]!.id, qty: 1 }] }, { Authorization: `Bearer ${token}` }));
    expect(broken.status).toBe(409);
    expect(broken.body).toEqual({ message: 'محدودیت حداکثر تعداد' });
    expect((await userCall('GET', '/user/basket', token)).basket!.extraObject.qty).toBe(3);
  });

  it('deletes a line and empties the basket', async () => {
    const { token } = await loginWithCode();
    const a = await makeProduct();
    const b = await makeProduct();
    await userCall('POST', '/user/addBasket', token, { productPropertyId: a.variants[0]!.id, qty: 1 });
    const two = await userCall('POST', '/user/addBasket', token, { productPropertyId: b.variants[0]!.id, qty: 1 });
    const del = await userCall('DELETE', `/user/deleteBasket/${lineOf(two.basket, a.variants[0]!.id)!.basketId}`, token);
    expect(del.basket!.data.map((i) => i.id)).toEqual([b.variants[0]!.id]);
    const empty = await userCall('DELETE', '/user/emptyBasket', token);
    expect(empty.basket).toMatchObject({ data: [], extraObject: { length: 0, totallPrice: 0 } });
  });

  it("refuses another user's line ids and unknown ones alike", async () => {
    const owner = await loginWithCode();
    const other = await loginWithCode();
    const { variants } = await makeProduct();
    const added = await userCall('POST', '/user/addBasket', owner.token, { productPropertyId: variants[0]!.id, qty: 1 });
    const lineId = added.basket!.data[0]!.basketId;
    await userCall('POST', '/user/addBasket', other.token, { productPropertyId: variants[0]!.id, qty: 1 });
    for (const res of [
      await userCall('DELETE', `/user/deleteBasket/${lineId}`, other.token),
      await userCall('POST', '/user/removeInsurancefromBasket', other.token, { basketId: lineId }),
      await userCall('DELETE', '/user/deleteBasket/999999999', other.token),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'این کالا در سبد خرید شما نیست' });
    }
    expect((await userCall('GET', '/user/basket', owner.token)).basket!.data).toHaveLength(1);
  });

  it.each([
    ['zero', '0'],
    ['negative', '-1'],
    ['fractional', '1.5'],
    ['huge', '1000000'],
    ['not a number', 'دو'],
  ])('refuses a %s quantity with a Persian message', async (_name, qty) => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct();
    const res = await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'تعداد باید عددی صحیح بین ۱ و ۹۹۹ باشد' });
  });

  it('accepts Persian digits and refuses unknown or inactive variants', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct([{}, { active: false }]);
    expect((await userCall('POST', '/user/addBasket', token, { productPropertyId: variants[0]!.id, qty: '۲' })).status).toBe(200);
    for (const id of [999_999_999, variants[1]!.id]) {
      const res = await userCall('POST', '/user/addBasket', token, { productPropertyId: id, qty: 1 });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: 'کالای انتخاب شده یافت نشد' });
    }
  });
});
