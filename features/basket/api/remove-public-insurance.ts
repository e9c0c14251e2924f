import { basketCall, fields } from './basket-request';

/** SPEC §7 POST /public/removeInsurancefromBasket (basketId = the line's id, publicBasketId = the basket). */
export const removePublicInsurance = (publicBasketId: string, lineId: number) =>
  basketCall('post', '/public/removeInsurancefromBasket', fields({ basketId: lineId, publicBasketId }));
