import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { lineForm, USER_BASKET_KEY, type LinePayload } from './basket-request';

/** SPEC §7 POST /user/addBasket; answers the server's confirmation text. */
export async function addUserBasket(line: LinePayload): Promise<string | undefined> {
  const res = await apiClient.post<{ message?: string }>('/user/addBasket', lineForm(line));
  return res.data.message;
}

/** SPEC §4: the user basket is reloaded after every change. */
export function useAddUserBasket() {
  const client = useQueryClient();
  return useMutation({ mutationFn: addUserBasket, onSettled: () => client.invalidateQueries({ queryKey: USER_BASKET_KEY }) });
}
