import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import RootError from './error';

describe('the root error boundary', () => {
  it('reports the message, stack, digest and the page path to the API', async () => {
    window.history.replaceState(null, '', '/compare?ids=1,2');
    const seen = new Promise<unknown>((resolve) => {
      server.use(
        http.post('*/api/public/client-errors', async ({ request }) => {
          resolve(await request.json());
          return new HttpResponse(null, { status: 204 });
        }),
      );
    });
    const error = Object.assign(new Error('boom'), { digest: 'd1' });
    render(<RootError error={error} reset={() => undefined} />);
    expect(await seen).toEqual({ message: 'boom', stack: error.stack, url: '/compare?ids=1,2', digest: 'd1' });
  });
});
