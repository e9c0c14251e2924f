import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { UserNotification } from '@/lib/contracts/account';
import { notificationsKey } from './get-notifications';

/** SPEC §7: POST with the id in the query and an empty body. */
export async function markNotificationSeen(id: number): Promise<void> {
  await apiClient.post('/user/changeNotificationStateToSeen', null, { params: { id } });
}

/** SPEC §8: failures are ignored; the list and the user's unseen count (the bell) are read again either way. */
export function useMarkNotificationSeen() {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: markNotificationSeen,
    onMutate: (id) =>
      client.setQueryData<UserNotification[]>(notificationsKey, (list) => list?.map((n) => (n.id === id ? { ...n, seen: true } : n))),
    onSettled: () => Promise.all([client.invalidateQueries({ queryKey: notificationsKey }), client.invalidateQueries({ queryKey: ['user'] })]),
  });
  return (id: number) => mutation.mutateAsync(id).catch(() => undefined);
}
