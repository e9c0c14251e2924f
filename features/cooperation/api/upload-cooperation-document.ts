import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { CooperationDocument } from '@/lib/contracts/cooperation';
import type { CooperationDocumentType } from '@/lib/contracts/cooperation-messages';
import { COOPERATION_KEY } from './get-cooperation-request';

/** POST /user/cooperationRequest/document/{type} (multipart file): stores or replaces that document. */
export function useUploadCooperationDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ type, file }: { type: CooperationDocumentType; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return (await apiClient.post<{ data: CooperationDocument; message?: string }>(`/user/cooperationRequest/document/${type}`, form)).data;
    },
    onSettled: () => client.invalidateQueries({ queryKey: COOPERATION_KEY }),
  });
}
