import { queryOptions, useQuery } from '@tanstack/react-query';
import { basketCall, publicBasketKey } from './basket-request';

/** SPEC §7 GET /public/publicBasket/{basketId}. */
export const getPublicBasket = (id: string) => basketCall('get', `/public/publicBasket/${encodeURIComponent(id)}`);

export const publicBasketQueryOptions = (id: string) =>
  queryOptions({ queryKey: publicBasketKey(id), queryFn: () => getPublicBasket(id), staleTime: 0, retry: false });

export const usePublicBasket = (id: string | null) =>
  useQuery({ ...publicBasketQueryOptions(id ?? ''), enabled: id !== null });
