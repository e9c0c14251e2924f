import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AuditEntry } from '@/lib/contracts/admin/audit';
import type { Paged } from '@/lib/contracts/admin/paging';

type Query = Record<string, string | number>;

export const listAudit = (query: Query) => getData<Paged<AuditEntry>>('/admin/audit', { params: query, headers: NO_CACHE_HEADERS });

export const auditListQueryOptions = (query: Query) =>
  queryOptions({ queryKey: ['admin', 'audit', 'list', query], queryFn: () => listAudit(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useAuditList = (query: Query) => useQuery(auditListQueryOptions(query));
