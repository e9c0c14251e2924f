import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatJalaliDate } from '@/lib/format/jalali';
import { adminOrderFixture as order } from '@/tests/admin-order';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { OrderDocument } from './order-documents';

function render(kind: 'invoice' | 'packing-slip') {
  server.use(http.get('*/api/admin/orders/1234', () => HttpResponse.json({ data: order })));
  renderWithQuery(<OrderDocument orderId={1234} kind={kind} shop={{ name: 'ویترین', address: 'تهران، خیابان ولیعصر', tell: '02188776655', postalCode: null }} />);
}

// The first render of the file loads the console's modules: slow on a busy machine, hence the longer waits.
describe('an order’s printable documents', () => {
  it('the invoice: shop, Jalali date, Persian digits, toman lines and totals, and a print button', async () => {
    render('invoice');
    expect(await screen.findByRole('heading', { level: 1, name: 'فاکتور فروش سفارش ۱۲۳۴' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('ویترین')).toBeInTheDocument();
    expect(screen.getByText(`تاریخ سفارش: ${formatJalaliDate(order.createdAt)}`)).toBeInTheDocument();
    expect(formatJalaliDate(order.createdAt)).toMatch(/^[۰-۹/]+$/);
    expect(screen.getByRole('region', { name: 'گیرنده' })).toHaveTextContent('کد پستی: ۱۴۱۵۶۷۸۹۱۰');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    // 2 × (9,000,000 + 250,000 insurance) and the discount per unit.
    expect(rows[1]).toHaveTextContent('۱۸٬۵۰۰٬۰۰۰ تومان');
    expect(rows[1]).toHaveTextContent('۱٬۰۰۰٬۰۰۰ تومان');
    expect(rows[2]).toHaveTextContent('همراه: قاب هدیه');
    expect(screen.getByText('مبلغ قابل پرداخت').nextElementSibling).toHaveTextContent('۱۸٬۶۲۰٬۰۰۰ تومان');
    expect(screen.getByRole('button', { name: 'چاپ فاکتور فروش' })).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[0-9]/);
  }, 20_000);

  it('the packing slip: items and quantities without prices, the receiver and the tracking code', async () => {
    render('packing-slip');
    expect(await screen.findByRole('heading', { level: 1, name: 'برگه بسته‌بندی سفارش ۱۲۳۴' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/کد رهگیری/)).toHaveTextContent('AB-۱۲۳۴۵۶');
    expect(screen.getByRole('table')).not.toHaveTextContent('تومان');
    expect(screen.getByText('تعداد اقلام: ۲')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'گیرنده' })).toHaveTextContent('سارا احمدی');
  });
});
