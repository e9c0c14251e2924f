import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { ClientErrorsPage } from './client-errors-page';

describe('ClientErrorsPage', () => {
  it('lists the browsers’ reports with their page and stack', async () => {
    server.use(
      http.get('*/api/admin/client-errors', () =>
        HttpResponse.json({ data: [{ id: 1, at: '۱۴۰۵/۰۹/۰۴ ۱۰:۰۰', message: 'TypeError: boom', stack: 'at x (a.js:1)', url: '/compare?ids=1', digest: null, userAgent: 'UA/1', userId: null }] }),
      ),
    );
    renderWithQuery(<ClientErrorsPage />);
    expect(await screen.findByText('TypeError: boom')).toBeInTheDocument();
    expect(screen.getByText('/compare?ids=1')).toBeInTheDocument();
    expect(screen.getByText('at x (a.js:1)')).toBeInTheDocument();
  });
});
