import { queryOptions, useQuery } from '@tanstack/react-query';
import { getData } from '@/lib/api-client';
import type { StaffRole } from '@/lib/contracts/admin/staff';

export const getStaffRoles = () => getData<StaffRole[]>('/admin/roles');

export const staffRolesQueryOptions = () => queryOptions({ queryKey: ['admin', 'roles'], queryFn: getStaffRoles, staleTime: 5 * 60_000 });

export const useStaffRoles = () => useQuery(staffRolesQueryOptions());
