import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@/lib/contracts/admin/orders';
import { adminOrderFixture } from '@/tests/admin-order';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { OrderMoves, PartialRefundForm } from './order-actions';

const paid: AdminOrder = { ...adminOrderFixture, status: 'paid', moves: ['processing', 'refunded'], refundable: 18_620_000, cardRefundable: 18_620_000 };

/** The console's refund endpoints: what was sent, and the order answered with `toCard` of it back on the card. */
function refundServer(toCard: (amount: number) => number) {
  const sent: unknown[] = [];
  const answer = (amount: number) => ({ ...paid, refundedAmount: amount, refundedToCard: toCard(amount) });
  server.use(
    http.post('*/api/admin/orders/1234/refunds', async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      sent.push(body);
      return HttpResponse.json({ data: answer(body.amount) });
    }),
    http.post('*/api/admin/orders/1234/status', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ data: { ...answer(paid.payable), status: 'refunded', moves: [] } });
    }),
  );
  return sent;
}

async function fillRefund(u: ReturnType<typeof userEvent.setup>, amount: string) {
  await u.type(await screen.findByLabelText(/^مبلغ/, {}, { timeout: 15_000 }), amount);
  await u.type(screen.getByLabelText(/^دلیل/), 'قاب برگشت خورد');
}

describe('the console’s refunds', () => {
  it('a partial refund offers the card by default and says how much reached the card and the wallet', async () => {
    const sent = refundServer((amount) => Math.min(amount, 1_000_000));
    const u = userEvent.setup();
    renderWithQuery(
      <>
        <PartialRefundForm order={paid} />
        <ToastContainer />
      </>,
    );
    await fillRefund(u, '1500000');
    expect(screen.getByLabelText('مقصد بازگشت وجه')).toHaveValue('card');
    await u.click(screen.getByRole('button', { name: 'بازگشت وجه' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 1_500_000, reason: 'قاب برگشت خورد', refundTo: 'card' }]));
    expect(await screen.findByText('۱٬۰۰۰٬۰۰۰ تومان به کارت مشتری و ۵۰۰٬۰۰۰ تومان به کیف پول او بازگشت')).toBeInTheDocument();
  }, 30_000);

  it('the operator may choose the wallet; without a refund at the bank only the wallet is offered', async () => {
    const sent = refundServer(() => 0);
    const u = userEvent.setup();
    const view = renderWithQuery(
      <>
        <PartialRefundForm order={paid} />
        <ToastContainer />
      </>,
    );
    await fillRefund(u, '200000');
    await u.selectOptions(screen.getByLabelText('مقصد بازگشت وجه'), 'wallet');
    await u.click(screen.getByRole('button', { name: 'بازگشت وجه' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 200_000, reason: 'قاب برگشت خورد', refundTo: 'wallet' }]));
    expect(await screen.findByText('۲۰۰٬۰۰۰ تومان به کیف پول مشتری بازگشت')).toBeInTheDocument();
    view.unmount();

    renderWithQuery(<PartialRefundForm order={{ ...paid, cardRefundable: 0 }} />);
    expect(await screen.findByRole('button', { name: 'بازگشت به کیف پول' })).toBeInTheDocument();
    expect(screen.queryByLabelText('مقصد بازگشت وجه')).not.toBeInTheDocument();
  }, 30_000);

  it('a whole refund asks where the money goes and sends the choice', async () => {
    const sent = refundServer(() => 0);
    const u = userEvent.setup();
    renderWithQuery(<OrderMoves order={paid} />);
    await u.click(await screen.findByRole('button', { name: 'بازگشت کل وجه' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('مقصد بازگشت وجه')).toHaveValue('card');
    await u.selectOptions(within(dialog).getByLabelText('مقصد بازگشت وجه'), 'wallet');
    await u.click(within(dialog).getByRole('button', { name: 'بازگشت کل وجه' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'refunded', refundTo: 'wallet' }]));
  }, 30_000);
});
