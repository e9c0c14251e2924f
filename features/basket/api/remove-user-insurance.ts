import { basketCall, fields } from './basket-request';

/** SPEC §7 POST /user/removeInsurancefromBasket (form basketId = the line's id). */
export const removeUserInsurance = (lineId: number) => basketCall('post', '/user/removeInsurancefromBasket', fields({ basketId: lineId }));
