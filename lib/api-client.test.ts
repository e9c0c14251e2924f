// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { ApiError, apiClient, API_TIMEOUT_MS, getData, requestUrl, toApiError } from './api-client';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const failWith = async (status: number, body: Parameters<typeof HttpResponse.json>[0] | string) => {
  server.use(http.get('*/api/public/x', () => (typeof body === 'string' ? new HttpResponse(body, { status }) : HttpResponse.json(body, { status }))));
  return apiClient.get('/public/x').then(
    () => expect.fail('the call should have failed'),
    (e: unknown) => e as ApiError,
  );
};

describe('the API client', () => {
  it('uses the /api base and the 10-second timeout of SPEC §7', () => {
    expect(apiClient.baseURL).toBe('/api');
    expect(API_TIMEOUT_MS).toBe(10_000);
    expect(requestUrl('/user/basket')).toBe('/api/user/basket');
    expect(requestUrl('user/wallet/transactions', { page: 2, size: 10, skipped: undefined, none: null })).toBe('/api/user/wallet/transactions?page=2&size=10');
    expect(requestUrl('/v1/forgetPassword?a=1', { isVoiceCall: true })).toBe('/api/v1/forgetPassword?a=1&isVoiceCall=true');
  });

  it('sends objects as JSON and form data as it is, and unwraps the data envelope', async () => {
    const seen: { type: string | null; body: unknown }[] = [];
    server.use(
      http.post('*/api/public/echo', async ({ request }) => {
        const type = request.headers.get('content-type');
        seen.push({ type, body: type?.startsWith('multipart/') ? Object.fromEntries(await request.formData()) : await request.json() });
        return HttpResponse.json({ data: { ok: true } });
      }),
      http.get('*/api/public/list', ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('page') })),
    );
    await apiClient.post('/public/echo', { mobile: '09121234567' });
    const form = new FormData();
    form.append('qty', '2');
    const res = await apiClient.post<{ data: { ok: boolean } }>('/public/echo', form);
    expect(res).toEqual({ data: { data: { ok: true } }, status: 200 });
    expect(seen).toEqual([
      { type: 'application/json', body: { mobile: '09121234567' } },
      { type: expect.stringMatching(/^multipart\/form-data/), body: { qty: '2' } },
    ]);
    expect(await getData('/public/list', { params: { page: 3 } })).toBe('3');
  });

  it('keeps the server’s Persian message and field errors', async () => {
    const err = await failWith(400, { message: 'کد ملی وارد شده صحیح نمی باشد ', errors: { nationalCode: 'x' } });
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('کد ملی وارد شده صحیح نمی باشد ');
    expect(err.fields).toEqual({ nationalCode: 'x' });
    expect(err.fromServer).toBe(true);
  });

  it('falls back to the raw error message when the server sent no body (SPEC §8)', async () => {
    const err = await failWith(502, '<html>bad gateway</html>');
    expect(err.status).toBe(502);
    expect(err.message).toBe('Request failed with status code 502');
    expect(err.fromServer).toBe(false);
  });

  it('does not trust a body that only looks like an error', async () => {
    for (const body of [{ message: 42 }, { message: 'x', errors: { field: 1 } }, null]) {
      const err = await failWith(500, body);
      expect(err.fromServer).toBe(false);
      expect(err.message).toBe('Request failed with status code 500');
    }
  });

  it('turns a network failure into an ApiError, and stops when its signal aborts', async () => {
    server.use(http.get('*/api/public/down', () => HttpResponse.error()));
    await expect(apiClient.get('/public/down')).rejects.toMatchObject({ name: 'ApiError', status: 0, message: 'Network Error' });
    const controller = new AbortController();
    server.use(http.get('*/api/public/slow', () => new Promise<Response>(() => undefined)));
    const pending = apiClient.get('/public/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends If-None-Match on a conditional read, resolves its 304, and gives the answer’s ETag', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get('*/api/public/statics', ({ request }) => {
        const tag = request.headers.get('if-none-match');
        sent.push(tag);
        if (tag === 'W/"v1"') return new HttpResponse(null, { status: 304, headers: { ETag: 'W/"v1"' } });
        return HttpResponse.json({ data: 1 }, { headers: { ETag: 'W/"v1"' } });
      }),
    );
    expect(await apiClient.get('/public/statics')).toEqual({ data: { data: 1 }, status: 200, etag: 'W/"v1"' });
    expect(await apiClient.get('/public/statics', { ifNoneMatch: 'W/"v1"' })).toEqual({ data: null, status: 304, etag: 'W/"v1"' });
    expect(await apiClient.get('/public/statics', { ifNoneMatch: '"v0"' })).toMatchObject({ status: 200, data: { data: 1 } });
    expect(sent).toEqual([null, 'W/"v1"', '"v0"']);
    // Without the option a 304 is not an answer the caller asked for.
    server.use(http.get('*/api/public/stale', () => new HttpResponse(null, { status: 304 })));
    await expect(apiClient.get('/public/stale')).rejects.toMatchObject({ name: 'ApiError', status: 304 });
  });

  it('passes ApiErrors through and names other failures', () => {
    const api = new ApiError('x', 404);
    expect(toApiError(api)).toBe(api);
    expect(toApiError(new Error('boom'))).toMatchObject({ message: 'boom', status: 0 });
    expect(toApiError('?').message).toBe('خطایی رخ داده است مجدد تلاش کنید');
  });
});
