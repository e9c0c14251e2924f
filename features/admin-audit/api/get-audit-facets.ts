import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { AuditFacets } from '@/lib/contracts/admin/audit';

export const getAuditFacets = () => getData<AuditFacets>('/admin/audit/facets');

export const auditFacetsQueryOptions = () => queryOptions({ queryKey: ['admin', 'audit', 'facets'], queryFn: getAuditFacets, staleTime: 60_000 });

export const useAuditFacets = () => useQuery(auditFacetsQueryOptions());
