import { basketCall } from './basket-request';

/** SPEC §7 DELETE /user/deleteBasket/{id}; id is the line's basketId. */
export const deleteUserBasketLine = (lineId: number) => basketCall('delete', `/user/deleteBasket/${lineId}`);
