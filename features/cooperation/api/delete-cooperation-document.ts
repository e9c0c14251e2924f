import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CooperationRequest } from '@/lib/contracts/cooperation';
import type { CooperationDocumentType } from '@/lib/contracts/cooperation-messages';
import { COOPERATION_KEY } from './get-cooperation-request';

/** DELETE /user/cooperationRequest/document/{type}: answers the request without it. */
export function useDeleteCooperationDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (type: CooperationDocumentType) =>
      (await apiClient.delete<{ data: CooperationRequest; message?: string }>(`/user/cooperationRequest/document/${type}`)).data,
    onSuccess: (answer) => client.setQueryData(COOPERATION_KEY, answer.data),
    onError: () => client.invalidateQueries({ queryKey: COOPERATION_KEY }),
  });
}
