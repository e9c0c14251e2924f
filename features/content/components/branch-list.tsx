'use client';

import { useId, useMemo, useState } from 'react';
import type { Branch } from '@/lib/contracts/geo';
import { PhoneLink } from '@/components/phone-link';

type CityGroup = { cityId: number; cityTitle: string; branches: Branch[] };
type ProvinceGroup = { provinceId: number; provinceTitle: string; cities: CityGroup[] };

/** Province → city → branches, keeping the order the branches came in. */
export function groupBranches(branches: Branch[]): ProvinceGroup[] {
  const provinces: ProvinceGroup[] = [];
  for (const b of branches) {
    let province = provinces.find((p) => p.provinceId === b.provinceId);
    if (!province) provinces.push((province = { provinceId: b.provinceId, provinceTitle: b.provinceTitle, cities: [] }));
    let city = province.cities.find((c) => c.cityId === b.cityId);
    if (!city) province.cities.push((city = { cityId: b.cityId, cityTitle: b.cityTitle, branches: [] }));
    city.branches.push(b);
  }
  return provinces;
}

const KIND_LABEL: Record<Branch['kind'], string> = { branch: 'شعبه', agency: 'نمایندگی' };

function BranchCard({ branch }: { branch: Branch }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <h4 className="mb-2 flex items-center gap-2 font-bold">
        {branch.title}
        <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-normal text-gray-700">{KIND_LABEL[branch.kind]}</span>
      </h4>
      <dl className="space-y-1 text-sm leading-7 text-muted">
        <div>
          <dt className="inline font-medium text-ink">نشانی: </dt>
          <dd className="inline">{branch.address}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">تلفن: </dt>
          <dd className="inline">
            <PhoneLink tell={branch.tell} className="text-brand hover:underline" />
          </dd>
        </div>
        <div>
          <dt className="inline font-medium text-ink">ساعت کاری: </dt>
          <dd className="inline">{branch.workingHours}</dd>
        </div>
      </dl>
      {branch.mapUrl ? (
        <a href={branch.mapUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block text-sm text-brand hover:underline">
          مسیریابی روی نقشه<span className="sr-only">{` (${branch.title})`}</span>
        </a>
      ) : null}
    </li>
  );
}

/** The company's branches and sales agencies by province and city, with a province filter (SPEC §2 /agency). */
export function BranchList({ branches }: { branches: Branch[] }) {
  const groups = useMemo(() => groupBranches(branches), [branches]);
  const [provinceId, setProvinceId] = useState(0);
  const selectId = useId();
  const shown = provinceId === 0 ? groups : groups.filter((g) => g.provinceId === provinceId);
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={selectId} className="text-sm font-bold">
          استان
        </label>
        <select
          id={selectId}
          value={provinceId}
          onChange={(e) => setProvinceId(Number(e.target.value))}
          className="min-w-48 rounded-lg border border-line bg-white px-3 py-2 text-sm"
        >
          <option value={0}>همه استان‌ها</option>
          {groups.map((g) => (
            <option key={g.provinceId} value={g.provinceId}>
              {g.provinceTitle}
            </option>
          ))}
        </select>
      </div>
      {shown.map((province) => (
        <section key={province.provinceId} aria-labelledby={`province-${province.provinceId}`}>
          <h2 id={`province-${province.provinceId}`} className="mb-4 text-lg font-bold">
            استان {province.provinceTitle}
          </h2>
          {province.cities.map((city) => (
            <div key={city.cityId} className="mb-4">
              <h3 className="mb-2 text-sm font-bold text-muted">{city.cityTitle}</h3>
              <ul className="grid gap-3 md:grid-cols-2">
                {city.branches.map((b) => (
                  <BranchCard key={b.id} branch={b} />
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
