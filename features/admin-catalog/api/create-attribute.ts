import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { AttributeInput } from '@/lib/contracts/admin/taxonomy';
import { catalogOptionsQueryOptions } from './get-catalog-options';

/** A new colour (type 1) or text (type 2) attribute. */
export async function createAttribute(input: AttributeInput): Promise<string> {
  return (await apiClient.post<{ message: string }>('/admin/attributes', input)).data.message;
}

export function useCreateAttribute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createAttribute, onSuccess: () => client.invalidateQueries({ queryKey: catalogOptionsQueryOptions().queryKey }) });
}
