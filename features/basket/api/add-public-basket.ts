import { apiClient } from '@/lib/api-client';
import { lineForm, type LinePayload } from './basket-request';

/** SPEC §7 POST /public/addPublicBasket: data is the basket's id (a new one when none was sent). */
export async function addPublicBasket(line: LinePayload & { basketId: string | null }): Promise<{ id: string; message?: string }> {
  const { basketId, ...rest } = line;
  const res = await apiClient.post<{ data: string; message?: string }>('/public/addPublicBasket', lineForm(rest, basketId ? { basketId } : {}));
  return { id: res.data.data, message: res.data.message };
}
