import { apiClient } from '@/lib/api-client';
import type { CooperationDocumentType } from '@/lib/contracts/cooperation-messages';

/**
 * GET /user/cooperationRequest/document/{type}: files are served only with the bearer token, so the page fetches the
 * bytes and opens them from a blob URL rather than linking to the API.
 */
export async function openCooperationDocument(type: CooperationDocumentType) {
  const res = await apiClient.get<Blob>(`/user/cooperationRequest/document/${type}`, { responseType: 'blob' });
  const url = URL.createObjectURL(res.data);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
