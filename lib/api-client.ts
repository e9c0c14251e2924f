import axios, { AxiosError } from 'axios';
import type { ErrorBody } from '@/lib/contracts/envelope';
import { clearStoredSession, requestLogout, storedToken } from '@/lib/session/session-store';

/** SPEC §7: one client, a fixed base address and a 10-second timeout. */
export const API_TIMEOUT_MS = 10_000;

export const FALLBACK_ERROR = 'خطایی رخ داده است مجدد تلاش کنید';

/** Every failed call becomes this: the HTTP status, the server's Persian message and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fields: Record<string, string> = {},
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const apiClient = axios.create({
  baseURL: process.env.NEXT_PUBLIC_API_URL ?? '/api',
  timeout: API_TIMEOUT_MS,
});

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string');

/**
 * The API's error body (`errorBodySchema`), checked by hand: the client is in every page's bundle and zod's
 * runtime would add about 50 KB to each.
 */
function errorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, errors } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  if (errors !== undefined && !isStringRecord(errors)) return null;
  return { message, errors };
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof AxiosError) {
    const body = errorBody(error.response?.data);
    if (body) return new ApiError(body.message, error.response?.status ?? 0, body.errors, true);
    // SPEC §8: with no server data the raw error message is what callers fall back to.
    return new ApiError(error.message || FALLBACK_ERROR, error.response?.status ?? 0);
  }
  return new ApiError(error instanceof Error ? error.message : FALLBACK_ERROR, 0);
}

/** SPEC §6: reads of the user's own data ask every cache on the way for a fresh answer. */
export const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

apiClient.interceptors.request.use((config) => {
  const token = storedToken();
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
});

/** SPEC §4 401 rules: user info or wallet → clear local storage; the user basket fetch → log out. */
export function unauthorizedPolicy(method: string | undefined, url: string | undefined): 'clear' | 'logout' | 'none' {
  const path = `/${(url ?? '').split('?')[0]!.replace(/^\/+/, '')}`;
  const get = (method ?? 'get').toLowerCase() === 'get';
  if (get && (path === '/user/user' || path === '/user/wallet')) return 'clear';
  if (get && path === '/user/basket') return 'logout';
  return 'none';
}

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  if (error instanceof AxiosError && error.response?.status === 401) {
    const policy = unauthorizedPolicy(error.config?.method, error.config?.url);
    if (policy === 'clear') clearStoredSession();
    if (policy === 'logout') requestLogout();
  }
  return Promise.reject(toApiError(error));
});

/** Unwraps the `{ data }` envelope of every answer. */
export async function getData<T>(url: string, config?: Parameters<typeof apiClient.get>[1]): Promise<T> {
  const res = await apiClient.get<{ data: T }>(url, config);
  return res.data.data;
}
