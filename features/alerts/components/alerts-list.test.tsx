import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ProductAlert } from '@/lib/contracts/alerts';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { AlertsList } from './alerts-list';

describe('AlertsList', () => {
  it('lists open requests and withdraws one', async () => {
    let alerts: ProductAlert[] = [
      { id: 1, variantId: 70, productId: 7, title: 'گلکسی', path: '/products/7/galaxy', kind: 'back_in_stock', priceAtRequest: null },
      { id: 2, variantId: 80, productId: 8, title: 'آیفون', path: '/products/8/iphone', kind: 'price_drop', priceAtRequest: 50_000_000 },
    ];
    server.use(
      http.get('*/api/user/alerts', () => HttpResponse.json({ data: alerts })),
      http.delete('*/api/user/alerts/:id', ({ params }) => {
        alerts = alerts.filter((a) => a.id !== Number(params.id));
        return HttpResponse.json({ data: null });
      }),
    );
    renderWithQuery(<AlertsList />);
    expect(await screen.findByRole('link', { name: 'گلکسی' })).toHaveAttribute('href', '/products/7/galaxy');
    expect(screen.getByText('خبرم کن وقتی ارزان‌تر از ۵۰٬۰۰۰٬۰۰۰ تومان شد')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'لغو درخواست گلکسی' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'گلکسی' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'آیفون' })).toBeInTheDocument();
  });
});
