import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { BulkEditBody, BulkEditPreview } from '@/lib/contracts/admin/bulk-edit';
import { productsKey } from './list-products';

export async function previewBulkEdit(body: BulkEditBody): Promise<BulkEditPreview> {
  const res = await apiClient.post<{ data: BulkEditPreview }>('/admin/variants/bulk/preview', body);
  return res.data.data;
}

export const usePreviewBulkEdit = () => useMutation({ mutationFn: previewBulkEdit });

export async function applyBulkEdit(body: BulkEditBody): Promise<{ changed: number; message: string }> {
  const res = await apiClient.post<{ data: { changed: number }; message: string }>('/admin/variants/bulk/apply', body);
  return { changed: res.data.data.changed, message: res.data.message };
}

export function useApplyBulkEdit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: applyBulkEdit, onSuccess: () => client.invalidateQueries({ queryKey: productsKey }) });
}
