import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { usePublicBasketStore } from '../stores/public-basket-store';
import { lineForm, publicBasketKey, type LinePayload } from './basket-request';

/** SPEC §7 POST /public/addPublicBasket: data is the basket's id (a new one when none was sent). */
export async function addPublicBasket(line: LinePayload & { basketId: string | null }): Promise<{ id: string; message?: string }> {
  const { basketId, ...rest } = line;
  const res = await apiClient.post<{ data: string; message?: string }>('/public/addPublicBasket', lineForm(rest, basketId ? { basketId } : {}));
  return { id: res.data.data, message: res.data.message };
}

export function useAddPublicBasket() {
  const client = useQueryClient();
  const setId = usePublicBasketStore((s) => s.setId);
  return useMutation({
    mutationFn: (line: LinePayload) => addPublicBasket({ ...line, basketId: usePublicBasketStore.getState().id }),
    onSuccess: ({ id }) => {
      setId(id);
      return client.invalidateQueries({ queryKey: publicBasketKey(id) });
    },
  });
}
