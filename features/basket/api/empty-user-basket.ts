import { basketCall } from './basket-request';

/** SPEC §7 DELETE /user/emptyBasket. */
export const emptyUserBasket = () => basketCall('delete', '/user/emptyBasket');
