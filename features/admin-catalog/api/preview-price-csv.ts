import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { PriceCsvPreview } from '@/lib/contracts/admin/price-csv';

export async function previewPriceCsv(csv: string): Promise<PriceCsvPreview> {
  const res = await apiClient.post<{ data: PriceCsvPreview }>('/admin/variants/import/preview', { csv });
  return res.data.data;
}

export const usePreviewPriceCsv = () => useMutation({ mutationFn: previewPriceCsv });
