import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient, getData, NO_CACHE_HEADERS } from '@/lib/api-client';
import type { AdminNotification, NotificationBody } from '@/lib/contracts/admin/notifications';

const key = ['admin', 'notifications'] as const;

export const useNotifications = () =>
  useQuery(queryOptions({ queryKey: key, queryFn: () => getData<AdminNotification[]>('/admin/notifications', { headers: NO_CACHE_HEADERS }), staleTime: 0 }));

function useNotificationWrite<I>(write: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: key }) });
}

export const useSaveNotification = () =>
  useNotificationWrite(({ id, body }: { id: number | null; body: NotificationBody }) =>
    id === null ? apiClient.post('/admin/notifications', body) : apiClient.put(`/admin/notifications/${id}`, body),
  );

export const useDeleteNotification = () => useNotificationWrite((id: number) => apiClient.delete(`/admin/notifications/${id}`));
