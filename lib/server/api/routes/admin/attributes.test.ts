import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAttributeSchema, adminAttributeValueSchema } from '@/lib/contracts/admin/taxonomy';
import { getDb } from '@/lib/server/db/client';
import { attributeValues, auditLog, productVariants } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { makeProduct } from '@/tests/basket';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const tag = () => randomInt(1e9).toString(36);
const audits = (entityType: string, id: number) => getDb().$count(auditLog, and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(id))));
const statics = async () => JSON.stringify((await callApi('/public/getStaticsData')).body);

describe('/api/admin attributes', () => {
  it('is refused without catalog.write and answers Persian validation errors', async () => {
    const content = await loginAsStaff('content');
    expect((await userJson('POST', '/admin/attributes', content.token, { title: 'اندازه', type: 2 })).status).toBe(403);
    expect((await userJson('DELETE', '/admin/attributeValues/1', content.token)).status).toBe(403);
    const { token } = await loginAsStaff('catalog');
    expect(await userJson('POST', '/admin/attributes', token, { title: 'اندازه', type: 3 })).toMatchObject({ status: 400, body: { errors: { type: 'نوع ویژگی باید ۱ (رنگ) یا ۲ (متنی) باشد' } } });
    expect(await userJson('POST', '/admin/attributes', token, { title: 'ا', type: 2 })).toMatchObject({ status: 400, body: { errors: { title: 'نام ویژگی را بنویسید (دست‌کم ۲ حرف)' } } });
  });

  it('creates a colour attribute and a text one with their values; the shop sees them at once; a taken name is refused', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const before = await statics();
    const created = await userJson('POST', '/admin/attributes', token, { title: `رنگ قاب ${t}`, type: 1 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const colour = dataOf(adminAttributeSchema, created.body);
    expect(colour).toMatchObject({ type: 1 });
    expect(await audits('attribute', colour.id)).toBe(1);
    expect(before).not.toContain(`رنگ قاب ${t}`);
    expect(await statics()).toContain(`رنگ قاب ${t}`);

    expect((await userJson('POST', '/admin/attributes', token, { title: `رنگ قاب ${t}`, type: 2 })).body).toMatchObject({ errors: { title: 'ویژگی دیگری با همین نام هست' } });
    const swatch = await userJson('POST', `/admin/attributes/${colour.id}/values`, token, { title: 'سبز', value: 'سبز' });
    expect(swatch.body).toMatchObject({ errors: { value: 'رنگ را به شکل #rrggbb بنویسید، مثل #1a2b3c' } });
    expect((await userJson('POST', `/admin/attributes/${colour.id}/values`, token, { title: 'سبز', value: '#00aa00' })).status).toBe(201);

    const text = dataOf(adminAttributeSchema, (await userJson('POST', '/admin/attributes', token, { title: `حافظه رم ${t}`, type: 2 })).body);
    expect((await userJson('POST', `/admin/attributes/${text.id}/values`, token, { title: '۸ گیگ', value: '8GB' })).status).toBe(201);
    const renamed = await userJson('PUT', `/admin/attributes/${text.id}`, token, { title: `رم ${t}`, sort: 3 });
    expect(dataOf(adminAttributeSchema, renamed.body)).toMatchObject({ title: `رم ${t}`, type: 2, sort: 3 });
    expect(await audits('attribute', text.id)).toBe(2);
    expect((await userJson('PUT', '/admin/attributes/999999999', token, { title: 'هیچ' })).status).toBe(404);
  });

  it('deletes a value no variant uses; a used one is a 409 in Persian and stays, with no audit row', async () => {
    const { token } = await loginAsStaff('catalog');
    const t = tag();
    const colour = dataOf(adminAttributeSchema, (await userJson('POST', '/admin/attributes', token, { title: `رنگ بدنه ${t}`, type: 1 })).body);
    const value = dataOf(adminAttributeValueSchema, (await userJson('POST', `/admin/attributes/${colour.id}/values`, token, { title: 'سرمه‌ای', value: '#000080' })).body);
    const { variants } = await makeProduct([{}]);
    await getDb().update(productVariants).set({ attr1ValueId: value.id }).where(eq(productVariants.id, variants[0]!.id));

    const used = await userJson('DELETE', `/admin/attributeValues/${value.id}`, token);
    expect(used).toMatchObject({ status: 409, body: { message: 'این مقدار را ۱ تنوع کالا دارند و حذف نمی‌شود؛ نخست آن تنوع‌ها را عوض کنید' } });
    expect(await getDb().$count(attributeValues, eq(attributeValues.id, value.id))).toBe(1);
    expect(await audits('attribute_value', value.id)).toBe(1);

    await getDb().update(productVariants).set({ attr1ValueId: null }).where(eq(productVariants.id, variants[0]!.id));
    expect((await userJson('DELETE', `/admin/attributeValues/${value.id}`, token)).status).toBe(200);
    expect(await getDb().$count(attributeValues, eq(attributeValues.id, value.id))).toBe(0);
    expect(await audits('attribute_value', value.id)).toBe(2);
    expect((await userJson('DELETE', `/admin/attributeValues/${value.id}`, token)).status).toBe(404);
  });
});
