import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';

// Types only from the contracts: zod stays out of the page's bundle.
export const COOPERATION_KEY = ['user', 'cooperationRequest'] as const;

/** GET /user/cooperationRequest: the user's request, null before anything was saved. */
export const getCooperationRequest = () => getData<CooperationRequest | null>('/user/cooperationRequest', { headers: NO_CACHE_HEADERS });

export const cooperationRequestQueryOptions = () => queryOptions({ queryKey: COOPERATION_KEY, queryFn: getCooperationRequest });

export const useCooperationRequest = () => useQuery(cooperationRequestQueryOptions());
