import type { AxiosInstance } from 'axios';
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
  /** A conditional read: sends If-None-Match with this ETag, and a 304 answer resolves (status 304, data null). */
  ifNoneMatch?: string;
};
export type ApiRequest = RequestConfig & { method: Method | Uppercase<Method>; url: string; data?: unknown };
export type ApiResponse<T> = {
  data: T;
  status: number;
  /** The answer's ETag, when it carries one (an API on another origin must expose the header for it to show). */
  etag?: string;
};

const BASE_URL = process.env.NEXT_PUBLIC_API_URL ?? '/api';

/** The full address of a call: the base address, the path and the query string, as the client sends it. */
export function requestUrl(url: string, params?: Params): string {
  const full = /^https?:\/\//.test(url) ? url : `${BASE_URL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) if (v !== null && v !== undefined) query.append(k, String(v));
  const qs = query.toString();
  return qs ? `${full}${full.includes('?') ? '&' : '?'}${qs}` : full;
}

let instance: Promise<AxiosInstance> | undefined;

/**
 * The one axios instance, made on the first call: axios (about 20 KB gzip) is imported then, so it is in no page's
 * first-load scripts and a visitor who never calls the API never downloads it (docs/stack.md).
 */
function http(): Promise<AxiosInstance> {
  instance ??= import('axios').then(({ default: axios }) => {
    const client = axios.create({ baseURL: BASE_URL, timeout: API_TIMEOUT_MS });
    client.interceptors.request.use((config) => {
      const token = storedToken();
      if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
      return config;
    });
    client.interceptors.response.use(undefined, (error: unknown) => {
      if (axios.isCancel(error)) return Promise.reject(error);
      if (axios.isAxiosError(error)) {
        const status = error.response?.status ?? 0;
        if (status === 401) {
          const policy = unauthorizedPolicy(error.config?.method, error.config?.url);
          if (policy === 'clear') clearStoredSession();
          if (policy === 'logout') requestLogout();
        }
        const body = errorBody(error.response?.data);
        // SPEC §8: with no server data the raw error message is what callers fall back to.
        return Promise.reject(body ? new ApiError(body.message, status, body.errors, true) : new ApiError(error.message || FALLBACK_ERROR, status));
      }
      return Promise.reject(toApiError(error));
    });
    return client;
  });
  // A failed import (the chunk could not load) is tried again on the next call.
  instance.catch(() => {
    instance = undefined;
  });
  return instance;
}

const okOrNotModified = (status: number) => (status >= 200 && status < 300) || status === 304;

async function send<T>({ method, url, data, params, headers, signal, responseType, ifNoneMatch }: ApiRequest): Promise<ApiResponse<T>> {
  const client = await http();
  const conditional = ifNoneMatch ? { headers: { ...headers, 'If-None-Match': ifNoneMatch }, validateStatus: okOrNotModified } : { headers };
  try {
    const res = await client.request<T>({ method, url, data, params, signal, responseType, ...conditional });
    const etag: unknown = res.headers.etag;
    // An empty body reads as null, as the API's 204-like answers (and a 304) are checked against it.
    return { data: (res.data === '' ? null : res.data) as T, status: res.status, ...(typeof etag === 'string' ? { etag } : {}) };
  } catch (error) {
    // An aborted call rejects with its signal's reason (an AbortError), as fetch does; React Query expects that.
    throw signal?.aborted ? signal.reason : error;
  }
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
