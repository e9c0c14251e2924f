'use client';

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import { RouteProgress } from './route-progress';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <RouteProgress />
      </Suspense>
      {/* SPEC §9: toasts top-right, right to left. */}
      <ToastContainer position="top-right" rtl newestOnTop closeOnClick pauseOnFocusLoss={false} />
    </QueryClientProvider>
  );
}
