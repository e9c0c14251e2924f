'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '@/lib/api-client';
import type { BasketAnswer, BasketItem } from '@/lib/contracts/basket';
import { publicBasketKey, USER_BASKET_KEY } from '../api/basket-request';
import { deletePublicBasketLine } from '../api/delete-public-basket-line';
import { deleteUserBasketLine } from '../api/delete-user-basket-line';
import { editPublicBasket } from '../api/edit-public-basket';
import { editUserBasket } from '../api/edit-user-basket';
import { emptyPublicBasket } from '../api/empty-public-basket';
import { emptyUserBasket } from '../api/empty-user-basket';
import { usePublicBasket } from '../api/get-public-basket';
import { useUserBasket } from '../api/get-user-basket';
import { removePublicInsurance } from '../api/remove-public-insurance';
import { removeUserInsurance } from '../api/remove-user-insurance';
import { usePublicBasketStore } from '../stores/public-basket-store';

/** Whose basket is shown: the signed-in user's (server basket) or the visitor's public one; noCheck is the seller flag. */
export type BasketOwner = { signedIn: boolean; noCheck: boolean };

/** SPEC §4 basket states. */
export type BasketStatus = 'loading' | 'loaded' | 'error' | 'cleared';

export type BasketChange =
  | { kind: 'qty'; item: BasketItem; qty: number }
  | { kind: 'delete' | 'removeInsurance'; item: BasketItem }
  | { kind: 'empty' };

function userCall(change: BasketChange): Promise<BasketAnswer> {
  if (change.kind === 'qty') return editUserBasket({ productPropertyId: change.item.id, qty: change.qty });
  if (change.kind === 'delete') return deleteUserBasketLine(change.item.basketId);
  if (change.kind === 'removeInsurance') return removeUserInsurance(change.item.basketId);
  return emptyUserBasket();
}

function publicCall(id: string, change: BasketChange): Promise<BasketAnswer> {
  if (change.kind === 'qty') return editPublicBasket(id, { productPropertyId: change.item.id, qty: change.qty });
  if (change.kind === 'delete') return deletePublicBasketLine(id, change.item.basketId);
  if (change.kind === 'removeInsurance') return removePublicInsurance(id, change.item.basketId);
  return emptyPublicBasket(id);
}

/** One interface over both baskets: the answer, its state, and the changes a line can ask for. */
export function useBasket(owner: BasketOwner) {
  const client = useQueryClient();
  const publicId = usePublicBasketStore((s) => s.id);
  const clearPublic = usePublicBasketStore((s) => s.clear);
  const user = useUserBasket(owner.signedIn);
  const visitor = usePublicBasket(owner.signedIn ? null : publicId);
  const query = owner.signedIn ? user : visitor;

  const change = useMutation({
    mutationFn: (c: BasketChange) => (owner.signedIn ? userCall(c) : publicCall(publicId ?? '', c)),
    onSuccess: (answer) => {
      // SPEC §4: a public edit's answer replaces the local data; the user basket is reloaded after every change.
      if (owner.signedIn) return client.invalidateQueries({ queryKey: USER_BASKET_KEY });
      if (publicId) client.setQueryData(publicBasketKey(publicId), answer);
    },
    onError: () => (owner.signedIn ? client.invalidateQueries({ queryKey: USER_BASKET_KEY }) : undefined),
  });

  // A public basket that is gone (imported on sign-in in another tab) is forgotten rather than shown as an error.
  const goneStatus = visitor.error instanceof ApiError ? visitor.error.status : 0;
  useEffect(() => {
    if (!owner.signedIn && goneStatus === 404) clearPublic();
  }, [owner.signedIn, goneStatus, clearPublic]);

  const answer = query.data;
  const emptied = change.isSuccess && change.variables?.kind === 'empty' && (answer?.data.length ?? 0) === 0;
  const status: BasketStatus =
    (!owner.signedIn && !publicId) || emptied ? 'cleared' : query.isPending ? 'loading' : query.isError ? 'error' : 'loaded';

  return {
    status,
    items: status === 'cleared' ? [] : (answer?.data ?? []),
    totals: status === 'cleared' ? undefined : answer?.extraObject,
    busy: query.isFetching || change.isPending,
    /** SPEC §8: failures other than adding keep the server's message, shown in the basket. */
    error: change.error?.message ?? (query.isError && goneStatus !== 404 ? query.error.message : null),
    change: (c: BasketChange) => change.mutate(c),
    reload: () => query.refetch(),
  };
}
