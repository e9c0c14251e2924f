import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { ModeratedKind, ModerationItem } from '@/lib/contracts/admin/moderation';

export type ModerationQuery = { kind: ModeratedKind; status: 'pending' | 'approved' | 'rejected' };

export const moderationKey = ['admin', 'moderation'] as const;

export const listModeration = (query: ModerationQuery) => getData<ModerationItem[]>('/admin/moderation', { params: query, headers: NO_CACHE_HEADERS });

export const moderationQueryOptions = (query: ModerationQuery) =>
  queryOptions({ queryKey: [...moderationKey, query], queryFn: () => listModeration(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useModerationList = (query: ModerationQuery) => useQuery(moderationQueryOptions(query));
