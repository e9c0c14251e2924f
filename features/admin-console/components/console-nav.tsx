import Link from 'next/link';
import { useAccess } from '@/components/admin/access';
import { ConsoleIcon } from './console-icons';
import { activeHref, CONSOLE_NAV } from './console-nav-items';

/** The sections the signed-in staff member may use, and only those (the server's answer of their permissions). */
export function ConsoleNav({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const { can } = useAccess();
  const items = CONSOLE_NAV.filter((item) => item.permission === null || can(item.permission));
  const active = activeHref(pathname, items);
  return (
    <nav aria-label="بخش‌های کنسول">
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={item.href === active ? 'page' : undefined}
              className="flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm text-gray-700 hover:bg-gray-100 aria-[current=page]:bg-rose-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-dark"
            >
              <ConsoleIcon name={item.icon} />
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
