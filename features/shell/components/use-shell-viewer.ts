'use client';

import { useSignedInUser } from '@/lib/session/session-store';
import type { ShellViewer } from '@/lib/shell-paths';

/** Who the shell is drawn for: a guest until the stored session has been read on the client. */
export function useShellViewer(): ShellViewer {
  return { loggedIn: useSignedInUser() !== null };
}
