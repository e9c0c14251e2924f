'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { hidesHeaderAndFooter, showsMobileNav } from '@/lib/shell-paths';
import { useShellViewer } from './use-shell-viewer';

type Part = 'header' | 'footer' | 'mobile-nav';

/** Renders a part of the site shell only on the paths where SPEC §2 shows it. */
export function ShellGate({ part, children }: { part: Part; children: ReactNode }) {
  const pathname = usePathname();
  const viewer = useShellViewer();
  const visible = part === 'mobile-nav' ? showsMobileNav(pathname) : !hidesHeaderAndFooter(pathname, viewer);
  return visible ? children : null;
}
