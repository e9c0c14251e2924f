import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { alertsKey } from './list-alerts';

export async function cancelAlert(id: number): Promise<void> {
  await apiClient.request({ method: 'DELETE', url: `/user/alerts/${id}` });
}

export function useCancelAlert() {
  const client = useQueryClient();
  return useMutation({ mutationFn: cancelAlert, onSettled: () => client.invalidateQueries({ queryKey: alertsKey }) });
}
