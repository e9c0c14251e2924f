import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { brandSchema } from '@/lib/contracts/catalog';
import { staticDataSchema } from '@/lib/contracts/content';
import { envelope } from '@/lib/contracts/envelope';
import { branchSchema, provinceSchema } from '@/lib/contracts/geo';
import { SYSTEM_ACTOR } from '@/lib/server/services/audit/audit-log';
import { updateCompanySwitches } from '@/lib/server/services/content/settings-admin';
import { callApi } from '@/tests/api';

describe('GET /api/public/getStaticsData', () => {
  it('answers the company, category tree, menus, banners and notifications of the shop', async () => {
    const res = await callApi('/public/getStaticsData');
    expect(res.status).toBe(200);
    const { data } = envelope(staticDataSchema).parse(res.body);

    expect(data.company.companyName.length).toBeGreaterThan(0);
    expect(data.company.catalogMode).toBe(false);
    expect(data.company.maintenanceMode).toBe(false);
    expect(data.company.companyAddresses.length).toBeGreaterThanOrEqual(2);
    expect(data.company.companyAddresses.every((a) => a.tell.length > 0)).toBe(true);
    expect(data.company.validGateways.length).toBeGreaterThan(0);

    const mobile = data.categories.find((c) => c.title === 'گوشی موبایل');
    expect(mobile?.childs.length).toBeGreaterThan(1);
    expect(mobile?.childs.every((c) => c.parentId === mobile.id)).toBe(true);

    expect(data.menus.some((g) => g.menuItems.some((i) => i.childs.length > 0))).toBe(true);
    expect(data.banners.some((b) => b.linkType === 1)).toBe(true);
    expect(data.banners.some((b) => b.linkType === 2)).toBe(true);
    expect(data.notification.some((n) => n.type === 0 && n.active)).toBe(true);
    expect(data.notification.some((n) => n.type === 1 && n.active)).toBe(true);
    expect(data.siteLink.some((l) => l.linkType === 2)).toBe(true);
    expect(data.publicAttributes.some((a) => a.type === 1 && a.values.length > 0)).toBe(true);
  });

  it('lets shared caches keep it for a minute', async () => {
    const res = await callApi('/public/getStaticsData');
    expect(res.headers.get('cache-control')).toContain('max-age=60');
  });

  it('answers 304 to a client holding the current copy, and a new ETag once the shop changes', async () => {
    const first = await callApi('/public/getStaticsData');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await callApi('/public/getStaticsData', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A compressed copy makes the tag weak; a list of tags holds it too.
    expect((await callApi('/public/getStaticsData', { headers: { 'If-None-Match': `"other", W/${etag}` } })).status).toBe(304);
    expect((await callApi('/public/getStaticsData', { headers: { 'If-None-Match': '"other"' } })).status).toBe(200);

    await updateCompanySwitches(SYSTEM_ACTOR, { catalogMode: true });
    const changed = await callApi('/public/getStaticsData', { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(envelope(staticDataSchema).parse(changed.body).data.company.catalogMode).toBe(true);
    await updateCompanySwitches(SYSTEM_ACTOR, { catalogMode: false });
  });
});

describe('GET /api/public/brands', () => {
  it('answers the active brands with Persian and Latin names', async () => {
    const res = await callApi('/public/brands');
    expect(res.status).toBe(200);
    const { data } = envelope(z.array(brandSchema)).parse(res.body);
    expect(data.length).toBeGreaterThanOrEqual(12);
    expect(data.find((b) => b.titleEn === 'Samsung')?.title).toBe('سامسونگ');
  });
});

describe('GET /api/public/provinces', () => {
  it('answers all 31 provinces, each with its cities', async () => {
    const res = await callApi('/public/provinces');
    expect(res.status).toBe(200);
    const { data } = envelope(z.array(provinceSchema)).parse(res.body);
    expect(data).toHaveLength(31);
    expect(data.every((p) => p.cities.length > 0)).toBe(true);
    const tehran = data.find((p) => p.title === 'تهران');
    expect(tehran?.cities[0]?.title).toBe('تهران');
  });
});

describe('GET /api/public/branchs', () => {
  it('answers branches with their province, city, phone and hours', async () => {
    const res = await callApi('/public/branchs');
    expect(res.status).toBe(200);
    const { data } = envelope(z.array(branchSchema)).parse(res.body);
    expect(data.filter((b) => b.kind === 'branch')).toHaveLength(3);
    for (const b of data) {
      expect(b.tell).not.toBe('');
      expect(b.workingHours).not.toBe('');
      expect(b.cityTitle).not.toBe('');
    }
  });
});
