import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import { COOPERATION_KEY } from './get-cooperation-request';

/** POST /user/cooperationRequest/submit: details saved and required documents present, or a 400 naming what is not. */
export function useSubmitCooperationRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ data: CooperationRequest; message?: string }>('/user/cooperationRequest/submit')).data,
    onSuccess: (answer) => client.setQueryData(COOPERATION_KEY, answer.data),
  });
}
