import { basketCall, lineForm, type LinePayload } from './basket-request';

/** SPEC §7 PUT /public/editPublicBasket: answers the basket, which replaces the local copy. */
export const editPublicBasket = (basketId: string, line: LinePayload) => basketCall('put', '/public/editPublicBasket', lineForm(line, { basketId }));
