import 'server-only';
import { devicesAndMore } from './products-more';
import { applePhones, samsungPhones } from './phones-samsung-apple';
import { honorPhones, huaweiPhones, motorolaPhones, nokiaPhones, realmePhones, xiaomiPhones } from './phones-others';
import type { ProductDef } from './product-kinds';

export const productDefs: readonly ProductDef[] = [
  ...samsungPhones,
  ...applePhones,
  ...xiaomiPhones,
  ...nokiaPhones,
  ...huaweiPhones,
  ...honorPhones,
  ...motorolaPhones,
  ...realmePhones,
  ...devicesAndMore,
];
