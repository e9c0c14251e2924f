import { createApi } from '@/lib/server/api/app';

const api = createApi();

/** Calls the API in-process, as the route handler would, and reads the JSON answer. */
export async function callApi(path: string, init: RequestInit = {}) {
  const res = await api.request(`http://localhost/api${path}`, init);
  const type = res.headers.get('content-type') ?? '';
  const body: unknown = type.includes('application/json') ? await res.json() : await res.text();
  return { status: res.status, headers: res.headers, body };
}
