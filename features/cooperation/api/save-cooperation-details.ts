import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CooperationDetailsInput, CooperationRequest } from '@/lib/contracts/cooperation';
import { COOPERATION_KEY } from './get-cooperation-request';

/** PUT /user/cooperationRequest (JSON): creates or updates the draft's company details. */
export function useSaveCooperationDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (details: CooperationDetailsInput) => (await apiClient.put<{ data: CooperationRequest; message?: string }>('/user/cooperationRequest', details)).data,
    onSuccess: (answer) => client.setQueryData(COOPERATION_KEY, answer.data),
  });
}
