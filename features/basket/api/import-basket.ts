import { useMutation, useQueryClient } from '@tanstack/react-query';
import { usePublicBasketStore } from '../stores/public-basket-store';
import { basketCall, BASKET_KEY, fields, USER_BASKET_KEY } from './basket-request';

/** SPEC §7 POST /user/importBasket (form publicBasketId). */
export const importBasket = (publicBasketId: string) => basketCall('post', '/user/importBasket', fields({ publicBasketId }));

/** SPEC §4: on sign-in the public basket joins the user's, then it is emptied and reset (its id forgotten). */
export function useImportBasket() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importBasket,
    // A user basket read started before the import would land after it and show the basket without the merged
    // lines: drop it, and read again once the import is done.
    onMutate: () => client.cancelQueries({ queryKey: USER_BASKET_KEY }),
    onSuccess: (answer) => {
      usePublicBasketStore.getState().clear();
      client.removeQueries({ queryKey: [...BASKET_KEY, 'public'] });
      client.setQueryData(USER_BASKET_KEY, answer);
    },
    onSettled: () => client.invalidateQueries({ queryKey: USER_BASKET_KEY }),
  });
}
