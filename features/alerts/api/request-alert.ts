import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AlertBody } from '@/lib/contracts/alerts';
import { alertsKey } from './list-alerts';

/** Answers the server's message: how the shopper will be told. */
export async function requestAlert(body: AlertBody): Promise<string> {
  const res = await apiClient.request<{ message: string }>({ method: 'POST', url: '/user/alerts', data: body });
  return res.data.message;
}

export function useRequestAlert() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestAlert, onSettled: () => client.invalidateQueries({ queryKey: alertsKey }) });
}
