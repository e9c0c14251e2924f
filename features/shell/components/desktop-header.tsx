import Link from 'next/link';
import { AppImage } from '@/components/app-image';
import { SearchBox } from '@/features/search/components/search-box';
import type { Company, MenuGroup } from '@/lib/contracts/content';
import { BasketIcon, BellIcon, UserIcon } from './icons';
import { MenuBar } from './menu-bar';

type Props = { company: Company; menus: MenuGroup[] };

/** Width 1024 and up (SPEC §2 "Desktop"). */
export function DesktopHeader({ company, menus }: Props) {
  const logo = company.companyLogoImages;
  return (
    <div className="hidden desk:block">
      <div className="mx-auto flex max-w-7xl items-center gap-6 px-4 py-3">
        <Link href="/" aria-label={`${company.companyName}، صفحه اصلی`} className="shrink-0">
          <AppImage images={logo} fallbackLogo={null} alt={company.companyName} width={120} height={40} priority className="h-10 w-auto" />
        </Link>
        <SearchBox className="max-w-xl flex-1" />
        <div className="ms-auto flex items-center gap-2">
          <Link href="/dashboard/notifications" aria-label="اعلان‌ها" className="rounded-lg p-2 text-ink hover:bg-gray-100">
            <BellIcon />
          </Link>
          <Link href="/login" className="flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm hover:border-brand hover:text-brand">
            <UserIcon className="size-5" />
            ورود/ثبت نام
          </Link>
          {company.catalogMode ? null : (
            <Link href="/cart" aria-label="سبد خرید" className="rounded-lg p-2 text-ink hover:bg-gray-100">
              <BasketIcon />
            </Link>
          )}
        </div>
      </div>
      <MenuBar menus={menus} logo={logo} />
    </div>
  );
}
