import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dashboardMenuItemSchema, favoriteSchema, userNotificationSchema } from '@/lib/contracts/account';
import { userSchema } from '@/lib/contracts/auth';
import { envelope } from '@/lib/contracts/envelope';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { dashboardMenuItems, productVariants, products } from '@/lib/server/db/schema';
import { notifyUser } from '@/lib/server/services/account/notifications';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { makeProduct } from '@/tests/basket';

const call = (method: string, path: string, token: string) => callApi(path, { method, headers: { Authorization: `Bearer ${token}` } });
const ids = envelope(z.array(z.number().int()));

afterEach(() => setClock());

describe('GET /api/user/v2/Dashboard/Get', () => {
  it('needs a session and answers the active items sorted by order', async () => {
    expect((await callApi('/user/v2/Dashboard/Get')).status).toBe(401);
    const db = getDb();
    await db.insert(dashboardMenuItems).values([
      { key: 'test-first', title: 'اول', link: '/dashboard/first', order: -5, active: true },
      { key: 'test-hidden', title: 'پنهان', link: '/dashboard/hidden', order: 15, active: false },
    ]);
    const { token } = await loginWithCode();
    const res = await call('GET', '/user/v2/Dashboard/Get', token);
    expect(res.status).toBe(200);
    const menu = envelope(z.array(dashboardMenuItemSchema)).parse(res.body).data;
    expect(menu[0]).toMatchObject({ key: 'test-first', title: 'اول', active: true });
    expect(menu.map((m) => m.key)).not.toContain('test-hidden');
    expect(menu.map((m) => m.key)).toEqual(expect.arrayContaining(['profile', 'orders', 'wallet', 'addresses', 'favorites', 'notifications', 'alerts', 'cooperation', 'logout']));
    const orders = menu.map((m) => m.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(menu.every((m) => m.active)).toBe(true);
  });
});

describe('favorites', () => {
  it('adds idempotently, lists with the price and stock now, and removes idempotently', async () => {
    const { token } = await loginWithCode();
    const { product, variants } = await makeProduct([{ price: 12_000_000, discountPrice: 11_000_000, stock: 4 }]);
    expect((await callApi(`/user/wishlist/${product.id}`, { method: 'PUT' })).status).toBe(401);

    for (let i = 0; i < 2; i++) {
      const res = await call('PUT', `/user/wishlist/${product.id}`, token);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ids.parse(res.body).data).toEqual([product.id]);
    }
    // The price and stock are read when the list is, not when the product was added.
    await getDb().update(productVariants).set({ discountPrice: 10_500_000, stock: 2 }).where(eq(productVariants.id, variants[0]!.id));

    const list = await call('GET', '/user/wishlist', token);
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toContain('no-store');
    expect(envelope(z.array(favoriteSchema)).parse(list.body).data).toEqual([
      expect.objectContaining({ id: product.id, slug: product.slug, price: 12_000_000, discountPrice: 10_500_000, stock: 2, inStock: true, variantId: variants[0]!.id }),
    ]);

    for (let i = 0; i < 2; i++) {
      const res = await call('DELETE', `/user/wishlist/${product.id}`, token);
      expect(res.status).toBe(200);
      expect(ids.parse(res.body).data).toEqual([]);
    }
    expect(envelope(z.array(favoriteSchema)).parse((await call('GET', '/user/wishlist', token)).body).data).toEqual([]);
  });

  it('keeps each user to their own list', async () => {
    const alice = await loginWithCode();
    const bob = await loginWithCode();
    const { product } = await makeProduct();
    await call('PUT', `/user/wishlist/${product.id}`, alice.token);
    expect(ids.parse((await call('GET', '/user/wishlist/ids', bob.token)).body).data).toEqual([]);
    // Bob removing Alice's product touches only his own (empty) list.
    await call('DELETE', `/user/wishlist/${product.id}`, bob.token);
    expect(ids.parse((await call('GET', '/user/wishlist/ids', alice.token)).body).data).toEqual([product.id]);
  });

  it('refuses bad and unknown product ids in Persian, and leaves products off sale out of the list', async () => {
    const { token } = await loginWithCode();
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999']) {
      const res = await call('PUT', `/user/wishlist/${bad}`, token);
      expect(res.status, bad).toBe(400);
      expect(res.body).toMatchObject({ message: 'شناسه کالا معتبر نیست' });
    }
    expect((await call('PUT', '/user/wishlist/2000000000', token)).body).toMatchObject({ message: 'کالای انتخاب شده یافت نشد' });
    expect((await call('PUT', '/user/wishlist/2000000000', token)).status).toBe(404);

    const { product } = await makeProduct();
    await call('PUT', `/user/wishlist/${product.id}`, token);
    await getDb().update(products).set({ active: false }).where(eq(products.id, product.id));
    expect(envelope(z.array(favoriteSchema)).parse((await call('GET', '/user/wishlist', token)).body).data).toEqual([]);
    expect((await call('PUT', `/user/wishlist/${product.id}`, token)).status).toBe(404);
  });
});

describe('notifications', () => {
  const list = async (token: string) => {
    const res = await call('GET', '/user/notifications', token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    return envelope(z.array(userNotificationSchema)).parse(res.body).data;
  };
  const newNotifications = async (token: string) => envelope(userSchema).parse((await callApi('/user/user', bearer(token))).body).data.newNotifications;

  it('lists only the owner’s, newest first, and counts the unseen ones in the user info', async () => {
    const alice = await loginWithCode();
    const bob = await loginWithCode();
    expect(await newNotifications(alice.token)).toBe(0);
    setClock(() => new Date('2026-03-01T10:00:00Z'));
    await notifyUser(getDb(), { userId: alice.user.id, kind: 'general', title: 'خوش آمدید', body: 'به فروشگاه خوش آمدید' });
    setClock(() => new Date('2026-03-02T10:00:00Z'));
    await notifyUser(getDb(), { userId: alice.user.id, kind: 'wallet', title: 'کیف پول شارژ شد', body: 'ادامه خرید', isModal: true, value: 42 });
    await notifyUser(getDb(), { userId: bob.user.id, kind: 'order', title: 'سفارش بوب', body: '' });

    const mine = await list(alice.token);
    expect(mine).toEqual([
      expect.objectContaining({ title: 'کیف پول شارژ شد', isModal: true, seen: false, value: '42', kind: 'wallet', createdAt: '2026-03-02T10:00:00.000Z' }),
      expect.objectContaining({ title: 'خوش آمدید', isModal: false, seen: false, value: null, createdAt: '2026-03-01T10:00:00.000Z' }),
    ]);
    expect(await newNotifications(alice.token)).toBe(2);
    expect(await newNotifications(bob.token)).toBe(1);
  });

  it('marks seen idempotently (keeping the first time) and answers 404 for another user’s id', async () => {
    const alice = await loginWithCode();
    const bob = await loginWithCode();
    const n = await notifyUser(getDb(), { userId: alice.user.id, kind: 'order', title: 'سفارش ارسال شد', body: '' });
    const seen = (token: string, id: number | string) => callApi(`/user/changeNotificationStateToSeen?id=${id}`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });

    expect((await callApi(`/user/changeNotificationStateToSeen?id=${n.id}`, { method: 'POST' })).status).toBe(401);
    const other = await seen(bob.token, n.id);
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ message: 'اعلان یافت نشد' });
    expect((await list(alice.token))[0]).toMatchObject({ id: n.id, seen: false });

    for (let i = 0; i < 2; i++) {
      const res = await seen(alice.token, n.id);
      expect(res.status).toBe(200);
      expect(envelope(userNotificationSchema).parse(res.body).data).toMatchObject({ id: n.id, seen: true });
    }
    expect(await newNotifications(alice.token)).toBe(0);
    expect((await seen(alice.token, 'x')).status).toBe(400);
    expect((await seen(alice.token, '')).body).toMatchObject({ message: 'شناسه اعلان معتبر نیست' });
    expect((await seen(alice.token, 2_000_000_000)).status).toBe(404);
  });

  it('refuses a modal notification without the order it leads to', async () => {
    const { user } = await loginWithCode();
    await expect(notifyUser(getDb(), { userId: user.id, kind: 'wallet', title: 'بدون سفارش', body: '', isModal: true })).rejects.toThrow();
  });
});
