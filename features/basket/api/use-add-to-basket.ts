import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { usePublicBasketStore } from '../stores/public-basket-store';
import { addPublicBasket } from './add-public-basket';
import { addUserBasket } from './add-user-basket';
import { publicBasketKey, USER_BASKET_KEY, type LinePayload } from './basket-request';

/**
 * Adds a line to the signed-in user's basket or to the visitor's public one, then reloads that basket (SPEC §4) and
 * answers the server's message. Plain state instead of two useMutation observers: every product card draws this
 * button, and home has 90 of them hydrating at once (docs/benchmarks.md).
 */
export function useAddToBasket() {
  const client = useQueryClient();
  const [pending, setPending] = useState(false);

  const add = async (signedIn: boolean, line: LinePayload): Promise<string | undefined> => {
    setPending(true);
    try {
      if (signedIn) {
        try {
          return await addUserBasket(line);
        } finally {
          await client.invalidateQueries({ queryKey: USER_BASKET_KEY });
        }
      }
      const { id, message } = await addPublicBasket({ ...line, basketId: usePublicBasketStore.getState().id });
      usePublicBasketStore.getState().setId(id);
      await client.invalidateQueries({ queryKey: publicBasketKey(id) });
      return message;
    } finally {
      setPending(false);
    }
  };

  return { add, pending };
}
