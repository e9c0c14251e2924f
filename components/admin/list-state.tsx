'use client';

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toApiError } from '@/lib/api-client';
import { Skeleton } from './skeleton';
import { EmptyState, ErrorState } from './state-panels';

type Props<T> = {
  query: UseQueryResult<T[]>;
  /** What the empty panel says ("هنوز بنری نیست"). */
  empty: string;
  skeletonClassName?: string;
  children: (items: T[]) => ReactNode;
};

/** A console list's states: a placeholder while loading, the server's message with a retry, the empty panel, or the list. */
export function ListState<T>({ query, empty, skeletonClassName = 'h-48', children }: Props<T>) {
  if (query.isPending) return <Skeleton className={skeletonClassName} />;
  if (query.isError) return <ErrorState message={toApiError(query.error).message} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <EmptyState title={empty} />;
  return <>{children(query.data)}</>;
}
