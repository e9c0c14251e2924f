import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Branch, Province } from '@/lib/contracts/geo';
import { cached } from '../../cache';
import { getDb } from '../../db/client';
import { branches, cities, provinces } from '../../db/schema';

export const GEO_TAG = 'geo';

export function listProvinces(): Promise<Province[]> {
  return cached('provinces', [GEO_TAG], async () => {
    const db = getDb();
    const [provinceRows, cityRows] = await Promise.all([
      db.select().from(provinces).orderBy(asc(provinces.sort), asc(provinces.title)),
      db.select().from(cities).orderBy(asc(cities.title)),
    ]);
    const byProvince = new Map<number, typeof cityRows>();
    for (const c of cityRows) byProvince.set(c.provinceId, [...(byProvince.get(c.provinceId) ?? []), c]);
    return provinceRows.map((p) => ({
      id: p.id,
      title: p.title,
      // The capital first: it is the city most people pick.
      cities: (byProvince.get(p.id) ?? [])
        .sort((a, b) => Number(b.isCapital) - Number(a.isCapital))
        .map((c) => ({ id: c.id, title: c.title })),
    }));
  });
}

export function listBranches(): Promise<Branch[]> {
  return cached('branches', [GEO_TAG], async () => {
    const rows = await getDb()
      .select({
        id: branches.id,
        title: branches.title,
        kind: branches.kind,
        provinceId: branches.provinceId,
        provinceTitle: provinces.title,
        cityId: branches.cityId,
        cityTitle: cities.title,
        address: branches.address,
        tell: branches.tell,
        workingHours: branches.workingHours,
        lat: branches.lat,
        lng: branches.lng,
        mapUrl: branches.mapUrl,
      })
      .from(branches)
      .innerJoin(provinces, eq(provinces.id, branches.provinceId))
      .innerJoin(cities, eq(cities.id, branches.cityId))
      .where(eq(branches.active, true))
      .orderBy(asc(branches.sort), asc(branches.id));
    return rows;
  });
}
