'use client';

import { useSessionStore } from '@/lib/session/session-store';
import type { ShellViewer } from '@/lib/shell-paths';

/** Who the shell is drawn for: a guest until the stored session has been read on the client. */
export function useShellViewer(): ShellViewer {
  const loggedIn = useSessionStore((s) => s.hydrated && Boolean(s.userInfo?.token));
  return { loggedIn };
}
