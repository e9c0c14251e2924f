import type { AuditEntry } from '@/lib/contracts/admin/audit';
import { toPersianDigits } from '@/lib/format/digits';

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'بله' : 'خیر';
  if (typeof value === 'number') return toPersianDigits(value);
  if (typeof value === 'string') return value || '«خالی»';
  if (Array.isArray(value)) return value.length ? value.map(show).join('، ') : '«هیچ»';
  return JSON.stringify(value);
}

const LONG = 120;

/** Each field the write changed, its value before and after (a record on create or delete). */
export function AuditChanges({ entry }: { entry: Pick<AuditEntry, 'before' | 'after'> }) {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <span className="text-muted">بدون تغییر</span>;
  return (
    <dl className="flex flex-col gap-1 text-xs">
      {keys.map((key) => {
        const before = entry.before ? show(entry.before[key]) : null;
        const after = entry.after ? show(entry.after[key]) : null;
        return (
          <div key={key} className="flex flex-wrap gap-1">
            <dt>
              <code dir="ltr" className="rounded bg-gray-100 px-1">
                {key}
              </code>
            </dt>
            <dd className="min-w-0 break-words">
              {before !== null ? <del className="text-red-700">{before.slice(0, LONG)}</del> : null}
              {before !== null && after !== null ? <span aria-label="به"> ← </span> : null}
              {after !== null ? <ins className="text-green-800 no-underline">{after.slice(0, LONG)}</ins> : null}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
