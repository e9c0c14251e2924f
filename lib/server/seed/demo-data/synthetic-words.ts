import 'server-only';
import { CAPACITY_ATTRIBUTE, GB128, GB256, GB512, MAH10K, MAH20K, MEMORY_ATTRIBUTE, TB1 } from './attributes';

/** How synthetic products of one category look: title noun, price band (toman) and optional second attribute. */
export type SyntheticProfile = {
  noun: string;
  minPrice: number;
  maxPrice: number;
  memory: { attribute: string; values: readonly string[] } | null;
  ram: readonly string[];
  maxBuy: number;
};

const phoneMemory = { attribute: MEMORY_ATTRIBUTE, values: [GB128, GB256, GB512] };

/** Keyed by leaf category slug first, then by root slug. */
export const syntheticProfiles: Readonly<Record<string, SyntheticProfile>> = {
  mobile: { noun: 'گوشی موبایل', minPrice: 8_000_000, maxPrice: 60_000_000, memory: phoneMemory, ram: ['۶ گیگابایت', '۸ گیگابایت', '۱۲ گیگابایت'], maxBuy: 2 },
  tablet: { noun: 'تبلت', minPrice: 8_000_000, maxPrice: 45_000_000, memory: phoneMemory, ram: ['۴ گیگابایت', '۸ گیگابایت'], maxBuy: 2 },
  laptop: {
    noun: 'لپ‌تاپ',
    minPrice: 25_000_000,
    maxPrice: 90_000_000,
    memory: { attribute: MEMORY_ATTRIBUTE, values: [GB512, TB1] },
    ram: ['۸ گیگابایت', '۱۶ گیگابایت', '۳۲ گیگابایت'],
    maxBuy: 1,
  },
  headphone: { noun: 'هدفون بی‌سیم', minPrice: 500_000, maxPrice: 9_000_000, memory: null, ram: [], maxBuy: 3 },
  smartwatch: { noun: 'ساعت هوشمند', minPrice: 1_500_000, maxPrice: 20_000_000, memory: null, ram: [], maxBuy: 2 },
  'charger-cable': { noun: 'شارژر دیواری', minPrice: 300_000, maxPrice: 3_500_000, memory: null, ram: [], maxBuy: 5 },
  'case-glass': { noun: 'قاب محافظ', minPrice: 300_000, maxPrice: 2_500_000, memory: null, ram: [], maxBuy: 5 },
  powerbank: {
    noun: 'پاوربانک',
    minPrice: 800_000,
    maxPrice: 5_000_000,
    memory: { attribute: CAPACITY_ATTRIBUTE, values: [MAH10K, MAH20K] },
    ram: [],
    maxBuy: 4,
  },
  speaker: { noun: 'اسپیکر بلوتوثی', minPrice: 900_000, maxPrice: 12_000_000, memory: null, ram: [], maxBuy: 3 },
};

export const seriesWords = [
  'Nova', 'Astra', 'Vega', 'Orion', 'Lyra', 'Zen', 'Flex', 'Aero', 'Neo', 'Volt',
  'Terra', 'Luna', 'Pulse', 'Sonic', 'Titan', 'Prime', 'Edge', 'Spark', 'Wave', 'Nexa',
] as const;

export const tailWords = ['', ' Pro', ' Plus', ' Lite', ' Max', ' Ultra', ' Neo', ' 5G', ' SE', ' Pro Max'] as const;

export const syntheticHighlights = [
  'طراحی سبک و باریک',
  'باتری پرظرفیت و شارژ سریع',
  'کیفیت ساخت بالا و ضمانت اصالت',
  'قیمت مناسب و کارایی مطمئن',
  'صفحه نمایش روشن و خوانا',
  'بدنه مقاوم در برابر ضربه',
] as const;
