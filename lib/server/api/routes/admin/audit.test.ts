import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { auditFacetsSchema, auditListSchema } from '@/lib/contracts/admin/audit';
import { envelope } from '@/lib/contracts/envelope';
import { setClock } from '@/lib/server/clock';
import { getDb } from '@/lib/server/db/client';
import { auditLog, companySettings } from '@/lib/server/db/schema';
import { callApi } from '@/tests/api';
import { bearer } from '@/tests/auth';
import { loginAsStaff } from '@/tests/staff';
import { audit, changedFields, SYSTEM_ACTOR, type AuditActor } from '../../../services/audit/audit-log';

afterEach(() => setClock());

describe('changedFields', () => {
  it('keeps only what changed on an update, and whole records on create and delete', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2] })).toEqual({ before: { b: 'x', c: [1] }, after: { b: 'y', c: [1, 2] } });
    expect(changedFields({ at: new Date('2030-01-01T00:00:00Z'), gone: 1 }, { at: new Date('2030-01-01T00:00:00Z') })).toEqual({ before: { gone: 1 }, after: { gone: null } });
    expect(changedFields(null, { a: 1, skip: undefined })).toEqual({ before: null, after: { a: 1 } });
    expect(changedFields({ a: 1 }, null)).toEqual({ before: { a: 1 }, after: null });
  });
});

describe('audit()', () => {
  it('commits with the write it records, and a write failing after it leaves neither the change nor the row', async () => {
    const entityType = `test_${randomInt(1e9)}`;
    const [before] = await getDb().select({ footerAbout: companySettings.footerAbout }).from(companySettings);
    await expect(
      getDb().transaction(async (tx) => {
        await tx.update(companySettings).set({ footerAbout: 'نیمه‌کاره' }).where(eq(companySettings.id, 1));
        await audit(tx, SYSTEM_ACTOR, { entityType, entityId: 1, action: 'update', before: { footerAbout: before!.footerAbout }, after: { footerAbout: 'نیمه‌کاره' } });
        // What the next statement of a real write does when a constraint refuses it.
        await tx.update(companySettings).set({ name: null as unknown as string }).where(eq(companySettings.id, 1));
      }),
    ).rejects.toThrow();
    expect((await getDb().select({ footerAbout: companySettings.footerAbout }).from(companySettings))[0]).toEqual(before);
    expect(await getDb().$count(auditLog, eq(auditLog.entityType, entityType))).toBe(0);

    await getDb().transaction(async (tx) => {
      await tx.update(companySettings).set({ footerAbout: 'کامل' }).where(eq(companySettings.id, 1));
      await audit(tx, SYSTEM_ACTOR, { entityType, entityId: 1, action: 'update', before: { footerAbout: before!.footerAbout }, after: { footerAbout: 'کامل' } });
    });
    expect(await getDb().$count(auditLog, eq(auditLog.entityType, entityType))).toBe(1);
    await getDb().update(companySettings).set(before!).where(eq(companySettings.id, 1));
  });
});

describe('GET /api/admin/audit', () => {
  async function seed(actor: AuditActor) {
    const entityType = `widget_${randomInt(1e9)}`;
    const at = (iso: string) => setClock(() => new Date(iso));
    const write = (entityId: number, action: string) =>
      getDb().transaction((tx) => audit(tx, actor, { entityType, entityId, action, before: { n: 0 }, after: { n: entityId } }));
    at('2030-03-01T20:29:00Z'); // 23:59 on 1 March in Tehran
    await write(1, 'create');
    at('2030-03-01T20:31:00Z'); // 00:01 on 2 March in Tehran
    await write(2, 'update');
    at('2030-03-03T10:00:00Z');
    await write(3, 'delete');
    at('2030-03-04T08:00:00Z');
    await getDb().transaction((tx) => audit(tx, SYSTEM_ACTOR, { entityType, entityId: 4, action: 'update', before: null, after: { n: 4 } }));
    setClock();
    return entityType;
  }

  const list = async (token: string, query: string) => {
    const res = await callApi(`/admin/audit?${query}`, bearer(token));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelope(auditListSchema).parse(res.body).data;
  };

  it('lists newest first with who did it, and filters by actor, entity, action and Tehran days', async () => {
    const admin = await loginAsStaff('admin');
    const entityType = await seed({ kind: 'user', userId: admin.user.id, mobile: admin.user.mobile });
    const ids = async (query: string) => (await list(admin.token, `entityType=${entityType}&${query}`)).items.map((e) => e.entityId);

    const all = await list(admin.token, `entityType=${entityType}`);
    expect(all.total).toBe(4);
    expect(all.items.map((e) => e.entityId)).toEqual(['4', '3', '2', '1']);
    expect(all.items[1]).toMatchObject({ at: '2030-03-03T10:00:00.000Z', action: 'delete', actor: { kind: 'user', userId: admin.user.id, label: admin.user.mobile }, before: { n: 0 }, after: { n: 3 } });
    expect(all.items[0]!.actor).toEqual({ kind: 'system', userId: null, label: 'system', name: null });

    expect(await ids('actor=system')).toEqual(['4']);
    expect(await ids(`actor=${admin.user.mobile.replace(/^0/, '+98')}`)).toEqual(['3', '2', '1']);
    expect(await ids('action=update')).toEqual(['4', '2']);
    expect(await ids('from=2030-03-02&to=2030-03-02')).toEqual(['2']);
    expect(await ids('to=2030-03-01')).toEqual(['1']);
    expect(await ids('from=۲۰۳۰-۰۳-۰۲&to=2030-03-03')).toEqual(['3', '2']);
    expect(await ids('entityId=2')).toEqual(['2']);
    expect(await ids('sort=at&order=asc&pageSize=10&page=1')).toEqual(['1', '2', '3', '4']);
    const second = await list(admin.token, `entityType=${entityType}&pageSize=10&page=2`);
    expect(second).toMatchObject({ items: [], total: 4, page: 2, pageSize: 10 });
  });

  it('answers 400 in Persian for a day, a range or an actor it cannot read', async () => {
    const admin = await loginAsStaff('admin');
    for (const [query, field] of [
      ['from=1403-01-01x', 'from'],
      ['to=2030-13-45', 'to'],
      ['from=2030-03-05&to=2030-03-01', 'to'],
      ['actor=someone', 'actor'],
    ] as const) {
      const res = await callApi(`/admin/audit?${query}`, bearer(admin.token));
      expect(res.status, query).toBe(400);
      expect((res.body as { errors: Record<string, string> }).errors[field], query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('offers the entity types and actions the log holds, for the filters', async () => {
    const admin = await loginAsStaff('admin');
    const entityType = await seed(SYSTEM_ACTOR);
    const facets = envelope(auditFacetsSchema).parse((await callApi('/admin/audit/facets', bearer(admin.token))).body).data;
    expect(facets.entityTypes).toContain(entityType);
    expect(facets.actions).toEqual(expect.arrayContaining(['create', 'update', 'delete']));
  });

  it('is for admins only', async () => {
    for (const role of ['catalog', 'content', 'orders', 'credit', 'support']) {
      const { token } = await loginAsStaff(role);
      expect((await callApi('/admin/audit', bearer(token))).status, role).toBe(403);
      expect((await callApi('/admin/audit/facets', bearer(token))).status, role).toBe(403);
    }
  });
});
