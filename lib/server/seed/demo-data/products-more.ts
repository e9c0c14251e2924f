import 'server-only';
import { casesAndGlass, chargersAndCables, headphones, powerbanks, speakers } from './audio-accessories';
import { laptops, tablets, watches } from './devices';
import type { ProductDef } from './product-kinds';

export const devicesAndMore: readonly ProductDef[] = [
  ...tablets,
  ...laptops,
  ...headphones,
  ...watches,
  ...chargersAndCables,
  ...casesAndGlass,
  ...powerbanks,
  ...speakers,
];
