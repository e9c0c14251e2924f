import { basketCall } from './basket-request';

/** SPEC §7 DELETE /public/deletePublicBasket/{basketId}/{itemId}. */
export const deletePublicBasketLine = (basketId: string, lineId: number) =>
  basketCall('delete', `/public/deletePublicBasket/${encodeURIComponent(basketId)}/${lineId}`);
