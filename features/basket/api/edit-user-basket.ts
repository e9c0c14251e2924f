import { basketCall, lineForm, type LinePayload } from './basket-request';

/** SPEC §7 PUT /user/editBasket (same form as add): sets the line's quantity. */
export const editUserBasket = (line: LinePayload) => basketCall('put', '/user/editBasket', lineForm(line));
