'use client';

import { NavLink } from '@/components/nav-link';
import { usePathname } from 'next/navigation';
import { AppImage } from '@/components/app-image';
import type { ImageObject } from '@/lib/contracts/images';
import type { ReactNode } from 'react';
import { ArrowStartIcon, BasketIcon } from './icons';

/** Slots the root layout fills: the search bar, the search icon of product pages, and the account icon. */
type Slots = { search: ReactNode; searchIcon: ReactNode; account: ReactNode };
type Props = { logo: ImageObject; companyName: string; catalogMode: boolean } & Slots;

/** SPEC §2 "Mobile product pages": back to home, logo, basket and search. */
function ProductTopBar({ logo, companyName, catalogMode, searchIcon }: Props) {
  return (
    <div className="px-2 py-1.5">
      <div className="flex items-center gap-1">
        <NavLink href="/" aria-label="بازگشت به صفحه اصلی" className="rounded-lg p-2">
          <ArrowStartIcon />
        </NavLink>
        <NavLink href="/" aria-label={companyName} className="me-auto">
          <AppImage images={logo} fallbackLogo={null} alt={companyName} width={96} height={32} className="h-8 w-auto" />
        </NavLink>
        {searchIcon}
        {catalogMode ? null : (
          <NavLink href="/cart" aria-label="سبد خرید" className="rounded-lg p-2">
            <BasketIcon />
          </NavLink>
        )}
      </div>
    </div>
  );
}

/** Below 1024 px: the search bar, or the slim bar on product pages. */
export function MobileTopBar(props: Props) {
  const pathname = usePathname();
  return (
    <div className="desk:hidden">
      {pathname.startsWith('/products/') ? (
        <ProductTopBar {...props} />
      ) : (
        <div className="flex items-center gap-3 px-3 py-2">
          <NavLink href="/" aria-label={`${props.companyName}، صفحه اصلی`} className="shrink-0">
            <AppImage images={props.logo} fallbackLogo={null} alt={props.companyName} width={72} height={24} priority className="h-7 w-auto" />
          </NavLink>
          <div className="min-w-0 flex-1">{props.search}</div>
          {props.account}
        </div>
      )}
    </div>
  );
}
