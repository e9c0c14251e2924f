import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adminFacilityPlanSchema, adminFacilityPlansSchema } from '@/lib/contracts/admin/facility-plans';
import { facilityPlanSchema } from '@/lib/contracts/facility';
import { envelope } from '@/lib/contracts/envelope';
import { getDb } from '@/lib/server/db/client';
import { auditLog, categories, facilityPlans } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { loginWithCode, multipart } from '@/tests/auth';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

const body = {
  kind: 'plan',
  name: 'اقساط ۹ ماهه ویژه',
  parentTitle: 'طرح خرید اقساطی',
  months: 9,
  minPrepaymentPercent: 25,
  annualRatePercent: 23.5,
  guaranteeType: 'promissory',
  minLoan: 5_000_000,
  maxLoan: 150_000_000,
  categoryIds: [],
  active: true,
  sort: 7,
};

async function storefrontPlans(kind = 'plan') {
  const res = await callApi(`/public/facilityPlans?kind=${kind}`);
  return envelope(z.array(facilityPlanSchema)).parse(res.body).data;
}

const auditRows = (id: number) => getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'facility_plan'), eq(auditLog.entityId, String(id)))).orderBy(desc(auditLog.id));

describe('console facility plans', () => {
  it('credit reads and writes; every other role gets 403 and an anonymous caller 401', async () => {
    for (const role of ['orders', 'catalog', 'content', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/facility-plans', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/facility-plans', staff.token, body)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/facility-plans/1', staff.token, body)).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/facility-plans/1/active', staff.token, { active: false })).status, role).toBe(403);
    }
    expect((await callApi('/admin/facility-plans')).status).toBe(401);
    const officer = await loginAsStaff('credit');
    const res = await userJson('GET', '/admin/facility-plans', officer.token);
    expect(res.status).toBe(200);
    const listed = dataOf(adminFacilityPlansSchema, res.body);
    expect(listed.plans.length).toBeGreaterThan(0);
    expect(listed.plans.some((p) => p.kind === 'leasing')).toBe(true);
    expect(listed.categories.length).toBeGreaterThan(0);
  });

  it('refuses invalid terms in Persian and writes nothing', async () => {
    const officer = await loginAsStaff('credit');
    const before = await getDb().select().from(facilityPlans);
    for (const [field, value, message] of [
      ['name', 'x', 'نام طرح'],
      ['months', 0, 'تعداد اقساط'],
      ['months', 61, 'تعداد اقساط'],
      ['minPrepaymentPercent', 95, 'حداقل پیش‌پرداخت'],
      ['annualRatePercent', 23.555, 'نرخ سود سالانه'],
      ['annualRatePercent', -1, 'نرخ سود سالانه'],
      ['guaranteeType', 'gold', 'نوع ضمانت'],
      ['minLoan', 0, 'حداقل مبلغ وام'],
      ['maxLoan', 1_000_000, 'حداکثر مبلغ وام'],
      ['categoryIds', [2_000_000], 'یکی از دسته‌های انتخاب‌شده'],
      ['kind', 'bank', 'مسیر طرح'],
    ] as const) {
      const res = await userJson('POST', '/admin/facility-plans', officer.token, { ...body, [field]: value });
      expect(res.status, `${field}=${JSON.stringify(value)}`).toBe(400);
      expect(JSON.stringify(res.body), field).toContain(message);
    }
    expect(await getDb().select().from(facilityPlans)).toHaveLength(before.length);
    expect((await userJson('PUT', '/admin/facility-plans/999999', officer.token, body)).status).toBe(404);
    expect((await userJson('PUT', '/admin/facility-plans/999999/active', officer.token, { active: false })).status).toBe(404);
  });

  it('a new plan shows on the storefront at once, with its terms; an edit changes them; each write audited', async () => {
    const officer = await loginAsStaff('credit');
    const [category] = await getDb().select().from(categories).limit(1);
    const created = await userJson('POST', '/admin/facility-plans', officer.token, { ...body, months: '۹', annualRatePercent: '۲۳٫۵', categoryIds: [category!.id] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const plan = dataOf(adminFacilityPlanSchema, created.body);
    expect(plan).toMatchObject({ months: 9, annualRateBp: 2350, guaranteeType: 'promissory', minLoan: 5_000_000, maxLoan: 150_000_000, categoryIds: [category!.id], active: true, requests: 0 });
    expect((await storefrontPlans()).find((p) => p.id === plan.id)).toMatchObject({ facilityName: body.name, facilityParentTitle: body.parentTitle, months: 9, minPrepaymentPercent: 25, annualRateBp: 2350, categoryIds: [category!.id] });

    const edited = await userJson('PUT', `/admin/facility-plans/${plan.id}`, officer.token, { ...body, months: 18, annualRatePercent: 30, categoryIds: [] });
    expect(edited.status).toBe(200);
    expect((await storefrontPlans()).find((p) => p.id === plan.id)).toMatchObject({ months: 18, annualRateBp: 3000, categoryIds: [] });

    const rows = await auditRows(plan.id);
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]).toMatchObject({ actorUserId: officer.user.id, before: { months: 9, annualRateBp: 2350 }, after: { months: 18, annualRateBp: 3000 } });
    expect(rows[1]!.after).toMatchObject({ name: body.name, months: 9 });
  });

  it('a switched-off plan leaves the storefront’s list at once and cannot be chosen; switching on brings it back', async () => {
    const officer = await loginAsStaff('credit');
    const shown = await storefrontPlans();
    const target = shown[0]!;
    const off = await userJson('PUT', `/admin/facility-plans/${target.id}/active`, officer.token, { active: false });
    expect(off.status).toBe(200);
    expect(dataOf(adminFacilityPlanSchema, off.body).active).toBe(false);
    expect((await storefrontPlans()).some((p) => p.id === target.id)).toBe(false);
    // The console still lists it, switched off.
    const listed = dataOf(adminFacilityPlansSchema, (await userJson('GET', '/admin/facility-plans', officer.token)).body);
    expect(listed.plans.find((p) => p.id === target.id)?.active).toBe(false);
    expect((await userJson('PUT', `/admin/facility-plans/${target.id}/active`, officer.token, { active: 'no' })).status).toBe(400);
    const shopper = await loginWithCode();
    const chosen = await callApi('/user/basketFacility', multipart('POST', { planId: String(target.id) }, shopper.token));
    expect(chosen.status).toBe(404);

    expect((await userJson('PUT', `/admin/facility-plans/${target.id}/active`, officer.token, { active: true })).status).toBe(200);
    expect((await storefrontPlans()).some((p) => p.id === target.id)).toBe(true);
    const rows = await auditRows(target.id);
    expect(rows.map((r) => r.action)).toEqual(['facility_plan.on', 'facility_plan.off']);
    expect(rows[1]).toMatchObject({ before: { active: true }, after: { active: false } });
  });
});
