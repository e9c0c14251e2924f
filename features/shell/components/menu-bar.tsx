import { NavLink } from '@/components/nav-link';
import { AppImage } from '@/components/app-image';
import { HEADER_MENU_POSITION } from '@/lib/contracts/admin/menus';
import type { MenuGroup, MenuItem } from '@/lib/contracts/content';
import type { ImageObject } from '@/lib/contracts/images';
import { QuestionIcon } from './icons';

/** SPEC §3: itemType 4 is a banner-style image link. */
export const MENU_BANNER_ITEM = 4;

/** Children of one kind (sub-categories, brands…) stay together in their own block. */
function byItemType(items: MenuItem[]): MenuItem[][] {
  const groups = new Map<number, MenuItem[]>();
  for (const item of items) groups.set(item.itemType, [...(groups.get(item.itemType) ?? []), item]);
  return [...groups.values()];
}

function MegaPanel({ item, logo }: { item: MenuItem; logo: ImageObject }) {
  const blocks = byItemType(item.childs.filter((c) => c.itemType !== MENU_BANNER_ITEM));
  const banners = item.childs.filter((c) => c.itemType === MENU_BANNER_ITEM);
  return (
    // Opens on hover and while focus is inside (keyboard users tab into it); invisible links cannot take focus.
    <div className="invisible absolute inset-x-0 top-full z-40 border-t border-line bg-surface opacity-0 shadow-lg transition-opacity group-focus-within/menu:visible group-focus-within/menu:opacity-100 group-hover/menu:visible group-hover/menu:opacity-100">
      <div className="mx-auto flex max-w-7xl gap-8 px-4 py-6 text-sm">
        <div className="flex min-w-0 flex-1 gap-8 divide-x divide-line">
          <NavLink href={item.link} className="shrink-0 self-start font-bold text-brand-dark hover:underline">
            همه‌ی {item.title}
          </NavLink>
          {blocks.map((block) => (
            <ul key={block[0]!.itemType} className="min-w-0 flex-1 columns-2 gap-6 ps-8">
              {block.map((child) => (
                <li key={child.id} className="mb-3 break-inside-avoid">
                  <NavLink href={child.link} className={child.childs.length > 0 ? 'font-bold hover:text-brand' : 'text-ink/80 hover:text-brand'}>
                    {child.title}
                  </NavLink>
                  {child.childs.length > 0 ? (
                    <ul className="mt-2 space-y-2">
                      {child.childs.map((leaf) => (
                        <li key={leaf.id}>
                          <NavLink href={leaf.link} className="text-ink/80 hover:text-brand">
                            {leaf.title}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          ))}
        </div>
        {banners.map((banner) => (
          <NavLink key={banner.id} href={banner.link} className="block w-64 shrink-0 self-start overflow-hidden rounded-xl">
            <AppImage images={banner.images} fallbackLogo={logo} alt={banner.title} width={400} height={240} className="h-auto w-full" />
          </NavLink>
        ))}
      </div>
    </div>
  );
}

/** The desktop menu bar: the group the console made the header's, with mega menus, and the FAQ link (SPEC §2). */
export function MenuBar({ menus, logo }: { menus: MenuGroup[]; logo: ImageObject }) {
  const main = menus.find((g) => g.position === HEADER_MENU_POSITION);
  return (
    <nav aria-label="منوی اصلی" className="relative">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4">
        <ul className="flex items-center gap-1 text-sm">
          {main?.menuItems.map((item) => (
            <li key={item.id} className="group/menu">
              <NavLink
                href={item.link}
                className="block border-b-2 border-transparent px-3 py-3 group-hover/menu:border-brand group-focus-within/menu:border-brand"
              >
                {item.title}
              </NavLink>
              {item.childs.length > 0 ? <MegaPanel item={item} logo={logo} /> : null}
            </li>
          ))}
        </ul>
        <NavLink href="/faq" className="flex shrink-0 items-center gap-1 py-3 text-sm text-muted hover:text-brand">
          <QuestionIcon className="size-5" />
          سوال دارید؟
        </NavLink>
      </div>
    </nav>
  );
}
