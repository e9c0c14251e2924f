import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { products } from '@/lib/server/db/schema';
import { makeProduct } from '@/tests/basket';
import { listProductCardsByIds } from './product-related';

describe('listProductCardsByIds', () => {
  it('answers the cards in the order asked, without inactive or unknown products', async () => {
    const a = await makeProduct([{ price: 5_000_000, discountPrice: 5_000_000, stock: 2 }], 'کالای الف');
    const b = await makeProduct([{ price: 6_000_000, discountPrice: 6_000_000, stock: 2 }], 'کالای ب');
    const c = await makeProduct([{}], 'کالای پنهان');
    await getDb().update(products).set({ active: false }).where(eq(products.id, c.product.id));
    const cards = await listProductCardsByIds([b.product.id, c.product.id, 2_000_000_000, a.product.id], new Date());
    expect(cards.map((x) => x.title)).toEqual(['کالای ب', 'کالای الف']);
    expect(cards[0]).toMatchObject({ price: 6_000_000, variantId: b.variants[0]!.id, rating: null });
  });
});
