import type { ComponentProps } from 'react';

/** The attribute ClientNavigation (components/client-navigation.tsx) looks for. */
export const NAV_LINK_ATTRIBUTE = 'data-nav';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A plain link that still navigates client-side, through the one listener of ClientNavigation. Lists of links
 * (menus, cards, breadcrumbs, the footer) use it instead of next/link: each next/link is a client component with its
 * own hooks, ref and viewport observer that every page load hydrates, which on a phone added up to tens of
 * milliseconds of blocking script for links nobody had touched yet. It prefetches on intent (hover, touch, focus)
 * rather than on sight. Without JavaScript it is an ordinary link.
 */
export function NavLink({ href, ...props }: Props) {
  return <a href={href} {...props} {...{ [NAV_LINK_ATTRIBUTE]: '' }} />;
}
