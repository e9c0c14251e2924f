'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { z } from 'zod';
import { ClientNavigation } from './client-navigation';
import { RouteProgress } from './route-progress';
import { Toasts } from './toasts';

// Zod compiles object schemas with `new Function` once it finds eval allowed, and finding out is itself an eval the
// pages' Content-Security-Policy refuses (a reported violation on every page): in the browser it never tries.
z.config({ jitless: true });

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ClientNavigation />
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      <Toasts />
    </QueryClientProvider>
  );
}
