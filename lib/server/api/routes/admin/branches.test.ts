import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminBranchSchema } from '@/lib/contracts/admin/branches';
import { envelope } from '@/lib/contracts/envelope';
import { branchSchema } from '@/lib/contracts/geo';
import { getDb } from '@/lib/server/db/client';
import { auditLog, branches } from '@/lib/server/db/schema';
import { listProvinces } from '@/lib/server/services/geo/provinces';
import { callApi } from '@/tests/api';
import { dataOf, userJson } from '@/tests/orders';
import { loginAsStaff } from '@/tests/staff';

async function place() {
  const provinces = await listProvinces();
  const tehran = provinces.find((p) => p.title === 'تهران')!;
  const other = provinces.find((p) => p.title !== 'تهران')!;
  return { provinceId: tehran.id, cityId: tehran.cities[0]!.id, otherCityId: other.cities[0]!.id };
}

const fields = { title: 'شعبه ونک', kind: 'branch', address: 'تهران، میدان ونک، خیابان ملاصدرا، پلاک ۱۲', tell: '۰۲۱-۸۸۷۷۶۶۵۵', workingHours: 'شنبه تا پنجشنبه ۹ تا ۲۱', mapUrl: 'https://nshn.ir/vanak', active: true, sort: 0 };

async function publicBranches() {
  return envelope(branchSchema.array()).parse((await callApi('/public/branchs')).body).data;
}

describe('console branches', () => {
  it('content.read lists and content.write changes; other roles get 403', async () => {
    const { provinceId, cityId } = await place();
    for (const role of ['orders', 'catalog', 'credit', 'support']) {
      const staff = await loginAsStaff(role);
      expect((await userJson('GET', '/admin/branches', staff.token)).status, role).toBe(403);
      expect((await userJson('POST', '/admin/branches', staff.token, { ...fields, provinceId, cityId })).status, role).toBe(403);
      expect((await userJson('PUT', '/admin/branches/1', staff.token, { ...fields, provinceId, cityId })).status, role).toBe(403);
    }
  });

  it('refuses a city of another province, a bad phone and a map link that is not https, in Persian, writing nothing', async () => {
    const editor = await loginAsStaff('content');
    const { provinceId, cityId, otherCityId } = await place();
    const before = await getDb().select().from(branches);
    for (const [body, message] of [
      [{ ...fields, provinceId, cityId: otherCityId }, 'شهر را از همان استان'],
      [{ ...fields, provinceId, cityId, tell: '12345' }, 'تلفن باید'],
      [{ ...fields, provinceId, cityId, mapUrl: 'http://maps.example/x' }, 'پیوند نقشه'],
      [{ ...fields, provinceId, cityId, mapUrl: '/local' }, 'پیوند نقشه'],
      [{ ...fields, provinceId, cityId, kind: 'shop' }, 'نوع باید'],
      [{ ...fields, provinceId, cityId, workingHours: '' }, 'ساعت کاری'],
    ] as const) {
      const res = await userJson('POST', '/admin/branches', editor.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await getDb().select().from(branches)).toHaveLength(before.length);
  });

  it('a new branch shows in /public/branchs at once with its map link; switched off it leaves the list; each audited', async () => {
    const editor = await loginAsStaff('content');
    const { provinceId, cityId } = await place();
    const created = await userJson('POST', '/admin/branches', editor.token, { ...fields, provinceId, cityId });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const branch = dataOf(adminBranchSchema, created.body);
    expect(branch).toMatchObject({ title: 'شعبه ونک', tell: '02188776655', mapUrl: 'https://nshn.ir/vanak', takesAppointments: false });
    expect((await publicBranches()).find((b) => b.id === branch.id)).toMatchObject({ title: 'شعبه ونک', tell: '02188776655', workingHours: fields.workingHours, mapUrl: 'https://nshn.ir/vanak', provinceTitle: 'تهران' });

    const off = await userJson('PUT', `/admin/branches/${branch.id}`, editor.token, { ...fields, provinceId, cityId, active: false, mapUrl: '' });
    expect(off.status).toBe(200);
    expect(dataOf(adminBranchSchema, off.body)).toMatchObject({ active: false, mapUrl: null });
    expect((await publicBranches()).some((b) => b.id === branch.id)).toBe(false);
    const listed = dataOf(adminBranchSchema.array(), (await userJson('GET', '/admin/branches', editor.token)).body);
    expect(listed.find((b) => b.id === branch.id)?.active).toBe(false);
    // The demo branches take appointments; the console says which.
    expect(listed.some((b) => b.takesAppointments)).toBe(true);

    expect((await userJson('PUT', '/admin/branches/999999', editor.token, { ...fields, provinceId, cityId })).status).toBe(404);
    const rows = await getDb().select().from(auditLog).where(and(eq(auditLog.entityType, 'branch'), eq(auditLog.entityId, String(branch.id)))).orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(rows[0]).toMatchObject({ actorUserId: editor.user.id, before: { active: true, mapUrl: 'https://nshn.ir/vanak' }, after: { active: false, mapUrl: null } });
  });
});
