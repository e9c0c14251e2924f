import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AppointmentCalendar } from '@/lib/contracts/admin/appointments';

const key = ['admin', 'appointments'] as const;

type Range = { branchId: number | null; from: string; to: string };

export const getCalendar = ({ branchId, from, to }: Range) =>
  getData<AppointmentCalendar>('/admin/appointments', { params: { ...(branchId ? { branchId } : {}), from, to }, headers: NO_CACHE_HEADERS });

export const calendarQueryOptions = (range: Range) =>
  queryOptions({ queryKey: [...key, range], queryFn: () => getCalendar(range), placeholderData: keepPreviousData, staleTime: 0 });

export const useCalendar = (range: Range) => useQuery(calendarQueryOptions(range));

function useCalendarWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSetDayCapacity = () =>
  useCalendarWrite(({ branchId, day, capacity }: { branchId: number; day: string; capacity: number }) => apiClient.put(`/admin/appointments/${branchId}/days/${day}`, { capacity }));

export const useSetDailyCapacity = () =>
  useCalendarWrite(({ branchId, dailyCapacity }: { branchId: number; dailyCapacity: number }) => apiClient.put(`/admin/appointments/${branchId}`, { dailyCapacity }));

export const useAddHoliday = () => useCalendarWrite((input: { day: string; title: string }) => apiClient.post('/admin/holidays', input));

export const useRemoveHoliday = () => useCalendarWrite((day: string) => apiClient.delete(`/admin/holidays/${day}`));

export const useSetWeeklyHolidays = () =>
  useCalendarWrite(({ branchId, weekdays }: { branchId: number; weekdays: number[] }) => apiClient.put(`/admin/appointments/${branchId}/weekly-holidays`, { weekdays }));
