import { describe, expect, it } from 'vitest';
import { envelope } from '@/lib/contracts/envelope';
import { productDetailSchema } from '@/lib/contracts/product';
import { invalidateTag } from '@/lib/server/cache';
import { CATALOG_TAG } from '@/lib/server/services/catalog/categories';
import { callApi } from '@/tests/api';
import { bearer, loginWithCode } from '@/tests/auth';
import { makeProduct } from '@/tests/basket';
import { loginAsStaff } from '@/tests/staff';

async function admin() {
  return (await loginAsStaff('catalog')).token;
}

function putPrices(variantId: number, body: unknown, token: string) {
  return callApi(`/admin/variants/${variantId}/prices`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
}

/** Products made by the test are written straight to the database, past the catalog's cached reads. */
async function newProduct(...spec: Parameters<typeof makeProduct>) {
  const made = await makeProduct(...spec);
  invalidateTag(CATALOG_TAG);
  return made;
}

async function shownVariant(productId: number) {
  const res = await callApi(`/public/products/${productId}`);
  return envelope(productDetailSchema).parse(res.body).data.variants[0]!;
}

describe('PUT /api/admin/variants/{id}/prices', () => {
  it('changes the price an operator sets, and the product shows it on the next read', async () => {
    const token = await admin();
    const { product, variants } = await newProduct([{ price: 20_000_000, discountPrice: 19_000_000 }]);
    expect(await shownVariant(product.id)).toMatchObject({ price: 20_000_000, discountPrice: 19_000_000 });

    const res = await putPrices(variants[0]!.id, { price: 21_500_000, discountPrice: 20_900_000 }, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ data: { id: variants[0]!.id, price: 21_500_000, discountPrice: 20_900_000, promotionPrice: null }, message: 'قیمت ذخیره شد' });
    expect(await shownVariant(product.id)).toMatchObject({ price: 21_500_000, discountPrice: 20_900_000 });

    // Without a discount price the variant sells at its price.
    await putPrices(variants[0]!.id, { price: 22_000_000 }, token);
    expect(await shownVariant(product.id)).toMatchObject({ price: 22_000_000, discountPrice: 22_000_000 });
  });

  it('refuses prices that break the rules, in Persian, and leaves the variant as it was', async () => {
    const token = await admin();
    const { product, variants } = await newProduct([{ price: 10_000_000, discountPrice: 9_000_000, promotionPrice: 8_000_000, promotionTo: new Date(Date.now() + 86_400_000) }]);
    const id = variants[0]!.id;
    expect((await putPrices(id, { price: 10_000_000, discountPrice: 11_000_000 }, token)).body).toMatchObject({
      message: 'قیمت پس از تخفیف نمی‌تواند از قیمت بیشتر باشد',
    });
    expect((await putPrices(id, { price: 1.5 }, token)).status).toBe(400);
    expect((await putPrices(id, { price: -1 }, token)).status).toBe(400);
    const belowPromotion = await putPrices(id, { price: 10_000_000, discountPrice: 7_000_000 }, token);
    expect(belowPromotion).toMatchObject({ status: 400, body: { message: 'قیمت پس از تخفیف باید از قیمت حراج فعلی بیشتر باشد' } });
    expect((await putPrices(999_999_999, { price: 1_000 }, token)).status).toBe(404);
    expect(await shownVariant(product.id)).toMatchObject({ price: 10_000_000, discountPrice: 9_000_000 });
  });

  it('is for operators only', async () => {
    const { variants } = await makeProduct();
    const customer = await loginWithCode();
    expect((await putPrices(variants[0]!.id, { price: 1_000 }, customer.token)).status).toBe(403);
    const anonymous = await callApi(`/admin/variants/${variants[0]!.id}/prices`, { method: 'PUT', body: JSON.stringify({ price: 1_000 }) });
    expect([401, 403]).toContain(anonymous.status);
    expect((await callApi(`/admin/variants/${variants[0]!.id}/prices`, bearer(customer.token))).status).toBe(405);
  });
});
