import { apiClient } from '@/lib/api-client';
import type { BasketAnswer } from '@/lib/contracts/basket';

/** SPEC §6: reads of the user's basket are never served from a cache. */
export const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

export const BASKET_KEY = ['basket'] as const;
export const USER_BASKET_KEY = ['basket', 'user'] as const;
export const publicBasketKey = (id: string) => ['basket', 'public', id] as const;

/** The SPEC §7 add/edit payload as form data (productPropertyId, qty, insurance flag and insuranceId, basketId). */
export type LinePayload = { productPropertyId: number; qty: number; insuranceId?: number | null; insurance?: boolean };

export function lineForm(line: LinePayload, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.append('productPropertyId', String(line.productPropertyId));
  form.append('qty', String(line.qty));
  if (line.insurance !== undefined) form.append('insurance', String(line.insurance));
  if (line.insuranceId) form.append('insuranceId', String(line.insuranceId));
  for (const [k, v] of Object.entries(extra)) form.append(k, v);
  return form;
}

export function fields(values: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.append(k, String(v));
  return form;
}

export async function basketCall(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: FormData): Promise<BasketAnswer> {
  const res = await apiClient.request<BasketAnswer>({ method, url, data, headers: method === 'get' ? NO_CACHE : undefined });
  return res.data;
}
