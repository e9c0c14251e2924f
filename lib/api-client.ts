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

type Method = 'get' | 'post' | 'put' | 'delete';
type Params = Record<string, string | number | boolean | null | undefined>;

export type RequestConfig = {
  /** Query string values; null and undefined ones are left out. */
  params?: Params;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** 'blob' for files; JSON otherwise (an empty or non-JSON body reads as its text). */
  responseType?: 'json' | 'blob';
};
export type ApiRequest = RequestConfig & { method: Method | Uppercase<Method>; url: string; data?: unknown };
export type ApiResponse<T> = { data: T; status: number };

const BASE_URL = process.env.NEXT_PUBLIC_API_URL ?? '/api';

export function requestUrl(url: string, params?: Params): string {
  const full = /^https?:\/\//.test(url) ? url : `${BASE_URL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== null && v !== undefined) query.append(k, String(v));
  const qs = query.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

function parseBody(xhr: XMLHttpRequest): unknown {
  if (xhr.responseType === 'blob') return xhr.response;
  const text = xhr.responseText;
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

/**
 * One request over XMLHttpRequest: what axios did here in 56 KB of every page's scripts (README "Lighthouse").
 * Not fetch, because jsdom's FormData, which the component tests send, is not the one Node's fetch knows.
 */
function send<T>({ method, url, data, params, headers, signal, responseType }: ApiRequest): Promise<ApiResponse<T>> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const xhr = new XMLHttpRequest();
    xhr.open(method.toUpperCase(), requestUrl(url, params));
    xhr.timeout = API_TIMEOUT_MS;
    xhr.responseType = responseType === 'blob' ? 'blob' : 'text';
    const token = storedToken();
    const all: Record<string, string> = { Accept: 'application/json, text/plain, */*', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers };
    const body = data === undefined || data === null || data instanceof FormData ? (data ?? null) : JSON.stringify(data);
    if (typeof body === 'string') all['Content-Type'] = 'application/json';
    for (const [k, v] of Object.entries(all)) xhr.setRequestHeader(k, v);

    const onAbort = () => {
      xhr.abort();
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      const payload = parseBody(xhr);
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ data: payload as T, status: xhr.status });
      if (xhr.status === 401) {
        const policy = unauthorizedPolicy(method, url);
        if (policy === 'clear') clearStoredSession();
        if (policy === 'logout') requestLogout();
      }
      const server = errorBody(payload);
      reject(server ? new ApiError(server.message, xhr.status, server.errors, true) : new ApiError(`Request failed with status code ${xhr.status}`, xhr.status));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError('Network Error', 0));
    };
    xhr.ontimeout = () => {
      done();
      reject(new ApiError(`timeout of ${API_TIMEOUT_MS}ms exceeded`, 0));
    };
    xhr.send(body);
  });
}

/** SPEC §7: one client for the API at a fixed base address, with the 10-second timeout. */
export const apiClient = {
  baseURL: BASE_URL,
  request: send,
  get: <T = unknown>(url: string, config?: RequestConfig) => send<T>({ ...config, method: 'get', url }),
  delete: <T = unknown>(url: string, config?: RequestConfig) => send<T>({ ...config, method: 'delete', url }),
  post: <T = unknown>(url: string, data?: unknown, config?: RequestConfig) => send<T>({ ...config, method: 'post', url, data }),
  put: <T = unknown>(url: string, data?: unknown, config?: RequestConfig) => send<T>({ ...config, method: 'put', url, data }),
};

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
  return new ApiError(error instanceof Error && error.message ? error.message : FALLBACK_ERROR, 0);
}

/** SPEC §6: reads of the user's own data ask every cache on the way for a fresh answer. */
export const NO_CACHE_HEADERS = { 'Cache-Control': 'no-cache', Pragma: 'no-cache' } as const;

/** SPEC §4 401 rules: user info or wallet → clear local storage; the user basket fetch → log out. */
export function unauthorizedPolicy(method: string | undefined, url: string | undefined): 'clear' | 'logout' | 'none' {
  const path = `/${(url ?? '').split('?')[0]!.replace(/^\/+/, '')}`;
  const get = (method ?? 'get').toLowerCase() === 'get';
  if (get && (path === '/user/user' || path === '/user/wallet')) return 'clear';
  if (get && path === '/user/basket') return 'logout';
  return 'none';
}

/** Unwraps the `{ data }` envelope of every answer. */
export async function getData<T>(url: string, config?: RequestConfig): Promise<T> {
  const res = await apiClient.get<{ data: T }>(url, config);
  return res.data.data;
}
