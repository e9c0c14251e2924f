import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ClientError } from '@/lib/contracts/client-errors';

export const clientErrorsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'client-errors'],
    queryFn: () => getData<ClientError[]>('/admin/client-errors', { headers: NO_CACHE_HEADERS }),
    staleTime: 0,
  });

export const useClientErrors = () => useQuery(clientErrorsQueryOptions());
