import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { catalogOptionsQueryOptions } from './get-catalog-options';

/** Deletes a value no variant uses (the server answers 409 in Persian otherwise). */
export async function removeAttributeValue(id: number): Promise<string> {
  return (await apiClient.delete<{ message: string }>(`/admin/attributeValues/${id}`)).data.message;
}

export function useRemoveAttributeValue() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeAttributeValue, onSuccess: () => client.invalidateQueries({ queryKey: catalogOptionsQueryOptions().queryKey }) });
}
