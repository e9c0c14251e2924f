import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { useMiniBasket } from '../stores/mini-basket-store';
import { PUBLIC_BASKET_KEY, usePublicBasketStore } from '../stores/public-basket-store';
import { AddToBasketButton } from './add-to-basket-button';
import { basketAnswer, basketItem, logo } from './basket-test-kit';
import { MiniBasket } from './mini-basket';

const ID = 'BBBBBBBBBBBBBBBBBBBBBB';
const visitor = { signedIn: false, noCheck: false };

afterEach(() => {
  localStorage.clear();
  usePublicBasketStore.getState().reload();
  useMiniBasket.setState({ open: false });
});

describe('MiniBasket', () => {
  it('loads the basket again on opening and closes with Escape', async () => {
    localStorage.setItem(PUBLIC_BASKET_KEY, ID);
    usePublicBasketStore.getState().reload();
    let reads = 0;
    server.use(
      http.get(`*/api/public/publicBasket/${ID}`, () => {
        reads += 1;
        return HttpResponse.json(basketAnswer([basketItem({ qty: 2 })]));
      }),
    );
    const user = userEvent.setup();
    renderWithQuery(<MiniBasket owner={visitor} logo={logo} catalogMode={false} />);
    const trigger = await screen.findByRole('button', { name: 'سبد خرید، ۲ کالا' });
    const before = reads;
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'سبد خرید' });
    expect(await within(dialog).findByRole('link', { name: 'گوشی نمونه' })).toBeInTheDocument();
    expect(reads).toBeGreaterThan(before);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing in catalog mode', () => {
    const { container } = render(<MiniBasket owner={visitor} logo={logo} catalogMode />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('AddToBasketButton', () => {
  it('creates a public basket, keeps its id in local storage and toasts', async () => {
    let sent: Record<string, FormDataEntryValue> = {};
    server.use(
      http.post('*/api/public/addPublicBasket', async ({ request }) => {
        sent = Object.fromEntries(await request.formData());
        return HttpResponse.json({ data: ID, message: 'کالا به سبد خرید اضافه شد' });
      }),
    );
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <AddToBasketButton signedIn={false} variantId={9} insuranceId={4} available />
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(await screen.findByText('کالا به سبد خرید اضافه شد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاهده سبد خرید' })).toHaveAttribute('href', '/cart');
    expect(sent).toEqual({ productPropertyId: '9', qty: '1', insurance: 'true', insuranceId: '4' });
    expect(localStorage.getItem(PUBLIC_BASKET_KEY)).toBe(ID);
  });

  it('toasts the server message when adding fails', async () => {
    server.use(http.post('*/api/user/addBasket', () => HttpResponse.json({ message: 'محدودیت حداکثر تعداد' }, { status: 409 })));
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <AddToBasketButton signedIn variantId={9} insuranceId={null} available />
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید' }));
    expect(await screen.findByText('محدودیت حداکثر تعداد')).toBeInTheDocument();
  });

  it('offers the basket in its toast: the mini basket opens from it on desktop', async () => {
    const matchMedia = vi.fn((query: string) => ({ matches: query === '(min-width: 1024px)' }) as MediaQueryList);
    vi.stubGlobal('matchMedia', matchMedia);
    server.use(
      http.post('*/api/public/addPublicBasket', () => HttpResponse.json({ data: ID, message: 'کالا به سبد خرید اضافه شد' })),
      http.get(`*/api/public/publicBasket/${ID}`, () => HttpResponse.json(basketAnswer([basketItem({ qty: 1 })]))),
    );
    const user = userEvent.setup();
    renderWithQuery(
      <>
        <MiniBasket owner={visitor} logo={logo} catalogMode={false} />
        <AddToBasketButton signedIn={false} variantId={9} insuranceId={null} available size="icon" productTitle="گوشی نمونه" />
        <ToastContainer />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'افزودن به سبد خرید: گوشی نمونه' }));
    await user.click(await screen.findByRole('link', { name: 'مشاهده سبد خرید' }));
    const dialog = await screen.findByRole('dialog', { name: 'سبد خرید' });
    expect(await within(dialog).findByRole('link', { name: 'گوشی نمونه' })).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});
