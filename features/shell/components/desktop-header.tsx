import { NavLink } from '@/components/nav-link';
import { AppImage } from '@/components/app-image';
import type { Company, MenuGroup } from '@/lib/contracts/content';
import type { ReactNode } from 'react';
import { MenuBar } from './menu-bar';
import { NotificationBell } from './notification-bell';

/** `search`, `account` and `basket` are slots the root layout fills from other features (STYLE.md: routes compose features). */
type Props = { company: Company; menus: MenuGroup[]; search: ReactNode; account: ReactNode; basket: ReactNode };

/** Width 1024 and up (SPEC §2 "Desktop"). */
export function DesktopHeader({ company, menus, search, account, basket }: Props) {
  const logo = company.companyLogoImages;
  return (
    <div className="hidden desk:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <NavLink href="/" aria-label={`${company.companyName}، صفحه اصلی`} className="shrink-0">
          {/* Not `priority`: a preloaded logo would be fetched, first of all, on phones that never show this header. */}
          <AppImage images={logo} fallbackLogo={null} alt={company.companyName} width={120} height={40} className="h-10 w-auto" />
        </NavLink>
        <div className="max-w-xl flex-1">{search}</div>
        <div className="ms-auto flex items-center gap-2">
          <NotificationBell />
          {account}
          {company.catalogMode ? null : basket}
        </div>
      </div>
      <MenuBar menus={menus} logo={logo} />
    </div>
  );
}
