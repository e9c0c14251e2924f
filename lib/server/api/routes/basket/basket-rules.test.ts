import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { productVariants } from '@/lib/server/db/schema';
import { freshMobile, loginWithCode } from '@/tests/auth';
import { lineOf, makeBundle, makeProduct, makeSeller, offerInsurance, userCall } from '@/tests/basket';

afterEach(() => setClock());

const add = (token: string, productPropertyId: number, qty: number, extra: Record<string, string | number | boolean> = {}) =>
  userCall('POST', '/user/addBasket', token, { productPropertyId, qty, ...extra });
const edit = (token: string, productPropertyId: number, qty: number, extra: Record<string, string | number | boolean> = {}) =>
  userCall('PUT', '/user/editBasket', token, { productPropertyId, qty, ...extra });

describe('quantity limits (SPEC §5)', () => {
  it('stops at maxBuy with its message when maxBuy is the lower limit', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct([{ maxBuy: 2, stock: 10 }]);
    expect((await add(token, variants[0]!.id, 2)).status).toBe(200);
    const over = await add(token, variants[0]!.id, 1);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'محدودیت حداکثر تعداد' });
    expect((await edit(token, variants[0]!.id, 3)).body).toEqual({ message: 'محدودیت حداکثر تعداد' });
  });

  it('stops at the stock with its message when the stock is the lower limit', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct([{ maxBuy: 5, stock: 2 }]);
    const over = await add(token, variants[0]!.id, 3);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'محدودیت در تعداد' });
    const none = await makeProduct([{ stock: 0 }]);
    expect((await add(token, none.variants[0]!.id, 1)).body).toEqual({ message: 'این کالا ناموجود است' });
  });

  it('lets a seller (noCheck) past the stock and maxBuy, but never past 999', async () => {
    const mobile = freshMobile();
    const { token } = await loginWithCode(mobile);
    await makeSeller(mobile);
    const { variants } = await makeProduct([{ maxBuy: 1, stock: 2 }]);
    const res = await add(token, variants[0]!.id, 5);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(lineOf(res.basket, variants[0]!.id)?.qty).toBe(5);
    expect((await edit(token, variants[0]!.id, 1000)).status).toBe(400);
    // A seller is never told the stock is short.
    expect(lineOf(res.basket, variants[0]!.id)?.info.message).toBeNull();
  });
});

describe('insurance', () => {
  it('puts a forced plan on a new line and refuses to remove it, by edit or by removeInsurancefromBasket', async () => {
    const { token } = await loginWithCode();
    const { product, variants } = await makeProduct();
    const forced = await offerInsurance(product.id, true);
    const added = await add(token, variants[0]!.id, 1);
    const line = lineOf(added.basket, variants[0]!.id)!;
    expect(line).toMatchObject({ insuranceId: forced.id, hasForceInsurance: true });
    const removed = await userCall('POST', '/user/removeInsurancefromBasket', token, { basketId: line.basketId });
    expect(removed.status).toBe(400);
    expect(removed.body).toEqual({ message: 'بیمه اجباری این کالا قابل حذف نیست' });
    expect((await edit(token, variants[0]!.id, 1, { insurance: false })).body).toEqual({ message: 'بیمه اجباری این کالا قابل حذف نیست' });
    expect(lineOf((await userCall('GET', '/user/basket', token)).basket, variants[0]!.id)?.insuranceId).toBe(forced.id);
  });

  it('refuses a plan the product does not offer', async () => {
    const { token } = await loginWithCode();
    const a = await makeProduct();
    const b = await makeProduct();
    const plan = await offerInsurance(b.product.id, false);
    const res = await add(token, a.variants[0]!.id, 1, { insurance: true, insuranceId: plan.id });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'بیمه انتخاب شده برای این کالا ارائه نمی‌شود' });
  });
});

describe('bundles (accompanying items)', () => {
  it('come with the main line at its quantity, cannot be deleted alone, and go with it', async () => {
    const { token } = await loginWithCode();
    const phone = await makeProduct([{ price: 20_000_000 }]);
    const charger = await makeProduct([{ price: 1_000_000 }], 'شارژر');
    await makeBundle(phone.product.id, [{ variantId: charger.variants[0]!.id, discount: 400_000 }]);
    const added = await add(token, phone.variants[0]!.id, 2);
    const [main, extra] = added.basket!.data;
    expect(main).toMatchObject({ id: phone.variants[0]!.id, canDelete: true, isBundle: true, qty: 2 });
    expect(extra).toMatchObject({ id: charger.variants[0]!.id, canDelete: false, isBundle: true, qty: 2, price: 1_000_000, discount: 400_000, description: 'پکیج آزمایشی', bundleInfo: 'همراه گوشی' });
    expect(extra!.bundles[0]).toMatchObject({ discount: 400_000, isGroup: false, showPrice: true });
    expect(added.basket!.extraObject.totallPriceAfterDiscount).toBe(2 * 20_000_000 + 2 * 600_000);

    const fewer = await edit(token, phone.variants[0]!.id, 1);
    expect(fewer.basket!.data.map((i) => i.qty)).toEqual([1, 1]);

    const alone = await userCall('DELETE', `/user/deleteBasket/${extra!.basketId}`, token);
    expect(alone.status).toBe(400);
    expect(alone.body).toEqual({ message: 'کالای همراه به تنهایی قابل حذف نیست' });
    const gone = await userCall('DELETE', `/user/deleteBasket/${main!.basketId}`, token);
    expect(gone.basket!.data).toEqual([]);
  });

  it('lose their discount when a timed bundle ends, with a message', async () => {
    const { token } = await loginWithCode();
    const start = Date.now();
    setClock(() => new Date(start));
    const phone = await makeProduct();
    const case_ = await makeProduct([{ price: 500_000 }], 'قاب');
    await makeBundle(phone.product.id, [{ variantId: case_.variants[0]!.id, discount: 100_000 }], new Date(start + 3_600_000));
    const added = await add(token, phone.variants[0]!.id, 1);
    expect(added.basket!.data[1]).toMatchObject({ timedBundle: true, bundleToDate: new Date(start + 3_600_000).toISOString(), discount: 100_000 });
    setClock(() => new Date(start + 3_600_001));
    const later = await userCall('GET', '/user/basket', token);
    expect(later.basket!.data[1]).toMatchObject({ timedBundle: false, discount: 0, info: { message: 'قیمت این کالا افزایش یافته است' } });
    expect(later.basket!.extraObject.message).toBe('قیمت برخی از کالاهای سبد خرید شما تغییر کرده است');
  });
});

describe('prices and messages over time', () => {
  it('charges the promotion price until it ends, then the discount price with a message', async () => {
    const { token } = await loginWithCode();
    const start = Date.now();
    setClock(() => new Date(start));
    const { variants } = await makeProduct([{ price: 10_000_000, discountPrice: 9_000_000, promotionPrice: 8_000_000, promotionTo: new Date(start + 60_000) }]);
    const during = await add(token, variants[0]!.id, 1);
    expect(lineOf(during.basket, variants[0]!.id)).toMatchObject({ promotion: true, promotionPrice: 8_000_000, discount: 2_000_000 });
    expect(during.basket!.extraObject).toMatchObject({ totallPrice: 10_000_000, totallPriceAfterDiscount: 8_000_000, totallDiscount: 2_000_000 });

    setClock(() => new Date(start + 60_001));
    const after = await userCall('GET', '/user/basket', token);
    expect(lineOf(after.basket, variants[0]!.id)).toMatchObject({ promotion: false, promotionPrice: null, promotionTo: null, discount: 1_000_000, info: { message: 'قیمت این کالا افزایش یافته است' } });
    expect(after.basket!.extraObject).toMatchObject({ totallPriceAfterDiscount: 9_000_000, message: 'قیمت برخی از کالاهای سبد خرید شما تغییر کرده است' });

    // Choosing the line again accepts the new price.
    const again = await edit(token, variants[0]!.id, 1);
    expect(again.basket!.extraObject.message).toBeNull();
  });

  it('tells when a variant ran out or its stock fell under the line', async () => {
    const { token } = await loginWithCode();
    const a = await makeProduct([{ stock: 5 }]);
    const b = await makeProduct([{ stock: 5 }]);
    await add(token, a.variants[0]!.id, 3);
    await add(token, b.variants[0]!.id, 1);
    await getDb().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, a.variants[0]!.id));
    const short = await userCall('GET', '/user/basket', token);
    expect(lineOf(short.basket, a.variants[0]!.id)?.info.message).toBe('موجودی این کالا کمتر از تعداد انتخابی است');
    expect(short.basket!.extraObject.message).toBe('موجودی برخی از کالاهای سبد خرید کمتر از تعداد انتخابی است');
    await getDb().update(productVariants).set({ stock: 0 }).where(eq(productVariants.id, b.variants[0]!.id));
    const out = await userCall('GET', '/user/basket', token);
    expect(lineOf(out.basket, b.variants[0]!.id)?.info.message).toBe('این کالا ناموجود شده است');
    expect(out.basket!.extraObject.message).toBe('برخی از کالاهای سبد خرید شما ناموجود شده‌اند؛ لطفا آن‌ها را حذف کنید');
  });
});

describe('concurrency', () => {
  it('parallel adds of different variants to a new basket keep every line', async () => {
    const { token } = await loginWithCode();
    const made = await Promise.all(Array.from({ length: 6 }, () => makeProduct()));
    const answers = await Promise.all(made.map((m) => add(token, m.variants[0]!.id, 1)));
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    const read = await userCall('GET', '/user/basket', token);
    expect(read.basket!.data.map((i) => i.id).sort()).toEqual(made.map((m) => m.variants[0]!.id).sort());
  });

  it('parallel adds of one variant never go past its limit', async () => {
    const { token } = await loginWithCode();
    const { variants } = await makeProduct([{ maxBuy: 3, stock: 10 }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => add(token, variants[0]!.id, 1)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(lineOf((await userCall('GET', '/user/basket', token)).basket, variants[0]!.id)?.qty).toBe(3);
  });
});
