import { basketCall } from './basket-request';

/** SPEC §7 DELETE /public/emptyBasket/{basketId}. */
export const emptyPublicBasket = (basketId: string) => basketCall('delete', `/public/emptyBasket/${encodeURIComponent(basketId)}`);
