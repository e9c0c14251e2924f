'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { PERMISSION_LABELS, type Permission } from '@/lib/contracts/admin/permissions';
import type { ConsoleMe } from '@/lib/contracts/admin/staff';
import { ForbiddenState } from './state-panels';

type Access = { me: ConsoleMe; can: (permission: Permission) => boolean };

const AccessContext = createContext<Access | null>(null);

/** What the signed-in staff member may do, from the server's GET /api/admin/me; the console frame provides it. */
export function AccessProvider({ me, children }: { me: ConsoleMe; children: ReactNode }) {
  const value = useMemo<Access>(() => {
    const held = new Set(me.permissions);
    return { me, can: (permission) => held.has(permission) };
  }, [me]);
  return <AccessContext.Provider value={value}>{children}</AccessContext.Provider>;
}

export function useAccess(): Access {
  const access = useContext(AccessContext);
  if (!access) throw new Error('useAccess needs the console frame (AccessProvider) above it');
  return access;
}

/**
 * A console page that needs a permission: without it the page is the 403 panel, never the page. The server refuses
 * the calls anyway; this keeps the screen honest about it.
 */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = useAccess();
  if (can(permission)) return children;
  return <ForbiddenState message={`این صفحه به اجازه «${PERMISSION_LABELS[permission]}» نیاز دارد و نقش‌های شما آن را ندارند.`} />;
}

/** Shows its children (a button, a link) only to those who may use them. */
export function Can({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useAccess().can(permission) ? children : null;
}
