import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/lib/contracts/admin/orders';
import { formatJalaliDate } from '@/lib/format/jalali';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { OrderDocument } from './order-documents';

const line = (over: Partial<AdminOrder['lines'][number]>): AdminOrder['lines'][number] => ({
  id: 1,
  variantId: 11,
  productId: 21,
  accompanying: false,
  title: 'گوشی نمونه',
  description: 'مشکی · ۱۲۸ گیگابایت',
  image: null,
  qty: 2,
  unitPrice: 10_000_000,
  unitPayable: 9_000_000,
  insuranceTitle: null,
  unitInsurancePrice: 0,
  unitInsurancePayable: 0,
  ...over,
});

const order: AdminOrder = {
  id: 1234,
  status: 'processing',
  payable: 18_620_000,
  walletAmount: 0,
  gatewayAmount: 18_620_000,
  paymentMethod: 'gateway',
  shippingMethod: 'post',
  itemsCount: 3,
  createdAt: '2026-11-20T08:00:00.000Z',
  reservedUntil: '2026-11-20T08:30:00.000Z',
  paidAt: '2026-11-20T08:05:00.000Z',
  itemsPrice: 20_000_000,
  discount: 2_000_000,
  insurancePrice: 500_000,
  shippingPrice: 120_000,
  estimatedDelivery: '2026-11-23',
  shippingAddress: { province: 'تهران', city: 'تهران', address: 'خیابان انقلاب، پلاک ۸', postalCode: '1415678910', receiverName: 'سارا احمدی', receiverMobile: '09121234567' },
  branch: null,
  customer: { id: 7, name: 'سارا احمدی', mobile: '09121234567' },
  lines: [line({ insuranceTitle: 'بیمه بدنه', unitInsurancePrice: 250_000, unitInsurancePayable: 250_000 }), line({ id: 2, accompanying: true, title: 'قاب هدیه', description: '', qty: 1, unitPrice: 0, unitPayable: 0 })],
  events: [],
  payments: [],
  canCancel: false,
  canPay: false,
  trackingCode: 'AB-123456',
  refundedAmount: 0,
  moves: [],
  refundable: 0,
  cardRefundable: 0,
  refundedToCard: 0,
};

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
