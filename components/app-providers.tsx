'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ClientNavigation } from './client-navigation';
import { RouteProgress } from './route-progress';
import { Toasts } from './toasts';

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
