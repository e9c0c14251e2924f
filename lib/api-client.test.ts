import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { ApiError, apiClient, API_TIMEOUT_MS, toApiError } from './api-client';

const axiosError = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', undefined, undefined, {
    status,
    data,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
  });

describe('the API client', () => {
  it('uses the /api base and the 10-second timeout of SPEC §7', () => {
    expect(apiClient.defaults.baseURL).toBe('/api');
    expect(apiClient.defaults.timeout).toBe(API_TIMEOUT_MS);
    expect(API_TIMEOUT_MS).toBe(10_000);
  });

  it('keeps the server’s Persian message and field errors', () => {
    const err = toApiError(axiosError(400, { message: 'کد ملی وارد شده صحیح نمی باشد ', errors: { nationalCode: 'x' } }));
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.message).toBe('کد ملی وارد شده صحیح نمی باشد ');
    expect(err.fields).toEqual({ nationalCode: 'x' });
    expect(err.fromServer).toBe(true);
  });

  it('falls back to the raw error message when the server sent no body (SPEC §8)', () => {
    const err = toApiError(axiosError(502, '<html>bad gateway</html>'));
    expect(err.message).toBe('Request failed');
    expect(err.fromServer).toBe(false);
  });

  it('does not trust a body that only looks like an error', () => {
    for (const data of [{ message: 42 }, { message: 'x', errors: { field: 1 } }, null]) {
      const err = toApiError(axiosError(500, data));
      expect(err.fromServer).toBe(false);
      expect(err.message).toBe('Request failed');
    }
  });
});
