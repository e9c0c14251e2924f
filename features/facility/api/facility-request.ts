import { apiClient } from '@/lib/api-client';

/** SPEC §6: reads of the user's own data are never served from a cache. */
export const NO_CACHE = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

export const PLAN_REQUESTS_KEY = ['planRequests'] as const;
export const planRequestKey = (id: number) => ['planRequests', id] as const;

export function formOf(values: Record<string, string | number | boolean | null | undefined>): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== undefined) form.append(k, String(v));
  return form;
}

export async function call<T>(method: 'get' | 'post' | 'put' | 'delete', url: string, data?: FormData, params?: Record<string, string | number>): Promise<{ data: T; message?: string }> {
  const res = await apiClient.request<{ data: T; message?: string }>({ method, url, data, params, headers: method === 'get' ? NO_CACHE : undefined });
  return res.data;
}
