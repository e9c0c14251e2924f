import { PERMISSION_LABELS } from '@/lib/contracts/admin/permissions';
import type { StaffRole } from '@/lib/contracts/admin/staff';

/** What each role lets its holders do, for choosing the right one. */
export function RolesGuide({ roles }: { roles: StaffRole[] }) {
  return (
    <details className="rounded-xl border border-line bg-white p-4">
      <summary className="cursor-pointer font-bold">هر نقش چه اجازه‌هایی دارد؟</summary>
      <dl className="mt-4 grid gap-4 md:grid-cols-2">
        {roles.map((role) => (
          <div key={role.key} className="flex flex-col gap-1">
            <dt className="font-medium">{role.title}</dt>
            <dd className="text-sm text-muted">
              <ul className="list-disc ps-5">
                {role.permissions.map((p) => (
                  <li key={p}>{PERMISSION_LABELS[p]}</li>
                ))}
              </ul>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
