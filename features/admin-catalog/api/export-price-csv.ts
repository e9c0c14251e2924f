import { apiClient, NO_CACHE_HEADERS } from '@/lib/api-client';

/** The filtered list's variants as a CSV file, saved through a temporary link (the call carries the bearer token). */
export async function downloadPriceCsv(query: Record<string, string | number>): Promise<void> {
  const res = await apiClient.get<Blob>('/admin/variants/export', { params: query, headers: NO_CACHE_HEADERS, responseType: 'blob' });
  const url = URL.createObjectURL(res.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `prices-${new Date().toISOString().slice(0, 10)}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}
