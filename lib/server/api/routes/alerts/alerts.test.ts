import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { userNotificationSchema } from '@/lib/contracts/account';
import { productAlertSchema } from '@/lib/contracts/alerts';
import { envelope, errorBodySchema } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { productVariants } from '@/lib/server/db/schema';
import { sendDueAlerts } from '@/lib/server/services/alerts/product-alerts';
import { callApi } from '@/tests/api';
import { loginWithCode, textsTo } from '@/tests/auth';
import { makeProduct } from '@/tests/basket';
import { userJson } from '@/tests/orders';

const alertTexts = async (mobile: string) => (await textsTo(mobile)).filter((t) => t.kind === 'product-alert');
const notes = async (token: string) => envelope(z.array(userNotificationSchema)).parse((await userJson('GET', '/user/notifications', token)).body).data;
const open = async (token: string) => envelope(z.array(productAlertSchema)).parse((await userJson('GET', '/user/alerts', token)).body).data;

describe('back-in-stock and price-drop alerts', () => {
  it('a sold-out variant back in stock is told once by SMS and notification, then the request ends', async () => {
    const { token, user } = await loginWithCode();
    const { product, variants } = await makeProduct([{ price: 10_000_000, discountPrice: 10_000_000, stock: 0 }], 'گوشی ناموجود');
    const variantId = variants[0]!.id;
    expect((await callApi('/user/alerts', { method: 'POST' })).status).toBe(401);

    const first = await userJson('POST', '/user/alerts', token, { variantId, kind: 'back_in_stock' });
    expect(first.status).toBe(201);
    const again = await userJson('POST', '/user/alerts', token, { variantId, kind: 'back_in_stock' });
    expect(again.body).toEqual(first.body);
    expect(await open(token)).toEqual([expect.objectContaining({ variantId, productId: product.id, kind: 'back_in_stock', path: `/products/${product.id}/${product.slug}` })]);
    // A price drop is for something one could buy now.
    const soldOut = await userJson('POST', '/user/alerts', token, { variantId, kind: 'price_drop' });
    expect(soldOut.status).toBe(400);
    expect(errorBodySchema.parse(soldOut.body).message).toMatch(/ناموجود/);

    // Still sold out: nothing is sent.
    await sendDueAlerts();
    expect(await alertTexts(user.mobile)).toEqual([]);

    await getDb().update(productVariants).set({ stock: 3 }).where(eq(productVariants.id, variantId));
    // Two runs at the same moment (two instances), then a third: one message in all.
    await Promise.all([sendDueAlerts(), sendDueAlerts()]);
    await sendDueAlerts();
    const texts = await alertTexts(user.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('«گوشی ناموجود» دوباره موجود شد.');
    expect(texts[0]!.text).toContain(`/products/${product.id}/`);
    expect((await notes(token)).filter((n) => n.title === 'کالا موجود شد')).toHaveLength(1);
    expect(await open(token)).toEqual([]);

    // In stock now: a back-in-stock request makes no sense.
    expect((await userJson('POST', '/user/alerts', token, { variantId, kind: 'back_in_stock' })).status).toBe(400);
  });

  it('a price drop fires only when the variant costs less than when asked; a withdrawn request never fires', async () => {
    const { token, user } = await loginWithCode();
    const { variants } = await makeProduct([{ price: 20_000_000, discountPrice: 20_000_000, stock: 5 }, { price: 9_000_000, discountPrice: 9_000_000, stock: 5 }], 'گوشی گران');
    const [dear, other] = [variants[0]!.id, variants[1]!.id];
    expect((await userJson('POST', '/user/alerts', token, { variantId: dear, kind: 'price_drop' })).status).toBe(201);
    const withdrawn = envelope(z.object({ id: z.number() })).parse((await userJson('POST', '/user/alerts', token, { variantId: other, kind: 'price_drop' })).body).data.id;
    expect((await userJson('DELETE', `/user/alerts/${withdrawn}`, token)).status).toBe(200);
    expect((await userJson('DELETE', `/user/alerts/${withdrawn}`, token)).status).toBe(404);

    await getDb().update(productVariants).set({ price: 21_000_000, discountPrice: 21_000_000 }).where(eq(productVariants.id, dear));
    await sendDueAlerts();
    expect(await alertTexts(user.mobile)).toEqual([]);

    await getDb().update(productVariants).set({ discountPrice: 18_500_000 }).where(eq(productVariants.id, dear));
    await getDb().update(productVariants).set({ discountPrice: 8_000_000 }).where(eq(productVariants.id, other));
    await sendDueAlerts();
    const texts = await alertTexts(user.mobile);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('قیمت «گوشی گران» به ۱۸٬۵۰۰٬۰۰۰ تومان کاهش یافت.');
  });

  it('refuses an unknown variant or kind in Persian', async () => {
    const { token } = await loginWithCode();
    const missing = await userJson('POST', '/user/alerts', token, { variantId: 2_000_000_000, kind: 'back_in_stock' });
    expect(missing.status).toBe(404);
    const bad = await userJson('POST', '/user/alerts', token, { variantId: 1, kind: 'restock' });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).message).toMatch(/[آ-ی]/);
  });
});
