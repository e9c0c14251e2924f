import { queryOptions, useQuery } from '@tanstack/react-query';
import { basketCall, USER_BASKET_KEY } from './basket-request';

/** SPEC §7 GET /user/basket: data and extraObject. */
export const getUserBasket = () => basketCall('get', '/user/basket');

export const userBasketQueryOptions = () => queryOptions({ queryKey: USER_BASKET_KEY, queryFn: getUserBasket, staleTime: 0 });

export const useUserBasket = (enabled: boolean) => useQuery({ ...userBasketQueryOptions(), enabled });
