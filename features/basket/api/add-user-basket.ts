import { apiClient } from '@/lib/api-client';
import { lineForm, type LinePayload } from './basket-request';

/** SPEC §7 POST /user/addBasket; answers the server's confirmation text. */
export async function addUserBasket(line: LinePayload): Promise<string | undefined> {
  const res = await apiClient.post<{ message?: string }>('/user/addBasket', lineForm(line));
  return res.data.message;
}
