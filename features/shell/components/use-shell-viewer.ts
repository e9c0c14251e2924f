'use client';

import type { ShellViewer } from '@/lib/shell-paths';

const GUEST: ShellViewer = { loggedIn: false };

/** Who the shell is drawn for. Everyone is a guest until sign-in exists: issue 5 reads the session here. */
export function useShellViewer(): ShellViewer {
  return GUEST;
}
