'use client';

// Routes compose features (STYLE.md): the console's frame and the auth feature's logout.
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useLogout } from '@/features/auth/components/use-logout';
import { ConsoleFrame } from '@/features/admin-console/components/console-frame';

export function ConsoleFrameWithLogout({ shopName, children }: { shopName: string; children: ReactNode }) {
  const logout = useLogout();
  const queryClient = useQueryClient();
  const onLogout = () => {
    void logout().then(() => queryClient.removeQueries({ queryKey: ['admin'] }));
  };
  return (
    <ConsoleFrame shopName={shopName} onLogout={onLogout}>
      {children}
    </ConsoleFrame>
  );
}
