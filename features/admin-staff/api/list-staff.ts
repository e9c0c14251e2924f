import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { Paged } from '@/lib/contracts/admin/paging';
import type { StaffMember } from '@/lib/contracts/admin/staff';

export const staffKey = ['admin', 'staff'] as const;

type Query = Record<string, string | number>;

export const listStaff = (query: Query) => getData<Paged<StaffMember>>('/admin/staff', { params: query, headers: NO_CACHE_HEADERS });

export const staffListQueryOptions = (query: Query) =>
  queryOptions({ queryKey: [...staffKey, 'list', query], queryFn: () => listStaff(query), placeholderData: keepPreviousData, staleTime: 0 });

export const useStaffList = (query: Query) => useQuery(staffListQueryOptions(query));
