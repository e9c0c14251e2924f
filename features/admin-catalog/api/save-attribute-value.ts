import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AttributeValueInput } from '@/lib/contracts/admin/taxonomy';
import { catalogOptionsQueryOptions } from './get-catalog-options';

/** Adds a value to an attribute (attributeId) or changes one (id). */
export async function saveAttributeValue(save: { attributeId: number; input: AttributeValueInput } | { id: number; input: AttributeValueInput }): Promise<string> {
  const res =
    'id' in save
      ? await apiClient.put<{ message: string }>(`/admin/attributeValues/${save.id}`, save.input)
      : await apiClient.post<{ message: string }>(`/admin/attributes/${save.attributeId}/values`, save.input);
  return res.data.message;
}

export function useSaveAttributeValue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveAttributeValue, onSuccess: () => client.invalidateQueries({ queryKey: catalogOptionsQueryOptions().queryKey }) });
}
