import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Scores } from '@/lib/contracts/scores';

export const scoresKey = ['user', 'scores'] as const;

export const scoresQueryOptions = () =>
  queryOptions({ queryKey: scoresKey, queryFn: () => getData<Scores>('/user/scores', { headers: NO_CACHE_HEADERS }), staleTime: 60_000, retry: false });

export const useScores = () => useQuery(scoresQueryOptions());
