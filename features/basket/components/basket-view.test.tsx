import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { PUBLIC_BASKET_KEY, usePublicBasketStore } from '../stores/public-basket-store';
import { basketAnswer, basketItem, logo } from './basket-test-kit';
import { BasketView } from './basket-view';

const ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const visitor = { signedIn: false, noCheck: false };

function renderBasket(owner = visitor) {
  return renderWithQuery(
    <>
      <BasketView owner={owner} logo={logo} layout="page" />
      <ToastContainer />
    </>,
  );
}

beforeEach(() => {
  localStorage.setItem(PUBLIC_BASKET_KEY, ID);
  usePublicBasketStore.getState().reload();
});
afterEach(() => localStorage.clear());

describe('BasketView', () => {
  it('shows lines with attributes, the accompanying label, insurance, messages and totals', async () => {
    const main = basketItem({ discount: 1_000_000, insuranceId: 5, insuranceTitle: 'بیمه بدنه', insurancePriceWithDiscount: 180_000, hasForceInsurance: true, isBundle: true });
    const extra = basketItem({ id: 2, basketId: 102, title: 'شارژر', canDelete: false, description: 'پکیج ویژه', arrtib1: null, info: { message: 'قیمت این کالا افزایش یافته است' } });
    server.use(http.get(`*/api/public/publicBasket/${ID}`, () => HttpResponse.json(basketAnswer([main, extra], { message: 'قیمت برخی از کالاهای سبد خرید شما تغییر کرده است' }))));
    renderBasket();
    const lines = await screen.findAllByRole('listitem');
    expect(within(lines[0]!).getByText('مشکی')).toBeInTheDocument();
    expect(within(lines[0]!).getByRole('checkbox', { name: /بیمه بدنه/ })).toBeDisabled();
    expect(within(lines[0]!).getByRole('button', { name: /حذف/ })).toBeInTheDocument();
    expect(within(lines[1]!).getByText('کالای همراه')).toBeInTheDocument();
    expect(within(lines[1]!).queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(within(lines[1]!).getByRole('button', { name: 'کم کردن یکی' })).toBeDisabled();
    expect(within(lines[1]!).getByRole('alert')).toHaveTextContent('قیمت این کالا افزایش یافته است');
    expect(screen.getByText('قیمت برخی از کالاهای سبد خرید شما تغییر کرده است')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ادامه فرایند خرید' })).toHaveAttribute('href', '/login?c=/cart');
  });

  it('blocks plus at maxBuy and at the stock with their toasts, and edits below them', async () => {
    const atMax = basketItem({ qty: 2, maxBuy: 2, stock: 10 });
    const atStock = basketItem({ id: 2, basketId: 102, title: 'هدفون', qty: 1, maxBuy: 5, stock: 1 });
    const roomy = basketItem({ id: 3, basketId: 103, title: 'قاب', qty: 1 });
    const edits: FormData[] = [];
    server.use(
      http.get(`*/api/public/publicBasket/${ID}`, () => HttpResponse.json(basketAnswer([atMax, atStock, roomy]))),
      http.put('*/api/public/editPublicBasket', async ({ request }) => {
        edits.push(await request.formData());
        return HttpResponse.json(basketAnswer([atMax, atStock, { ...roomy, qty: 2 }]));
      }),
    );
    const user = userEvent.setup();
    renderBasket();
    const lines = await screen.findAllByRole('listitem');
    await user.click(within(lines[0]!).getByRole('button', { name: 'افزودن یکی' }));
    expect(await screen.findByText('محدودیت حداکثر تعداد')).toBeInTheDocument();
    await user.click(within(lines[1]!).getByRole('button', { name: 'افزودن یکی' }));
    expect(await screen.findByText('محدودیت در تعداد')).toBeInTheDocument();
    expect(edits).toHaveLength(0);
    expect(within(lines[1]!).getByRole('button', { name: 'کم کردن یکی' })).toBeDisabled();
    await user.click(within(lines[2]!).getByRole('button', { name: 'افزودن یکی' }));
    await waitFor(() => expect(within(screen.getAllByRole('listitem')[2]!).getByLabelText('تعداد')).toHaveTextContent('۲'));
    expect(Object.fromEntries(edits[0]!)).toEqual({ productPropertyId: '3', qty: '2', basketId: ID });
  });

  it('lets a seller (noCheck) past the limits', async () => {
    const atMax = basketItem({ qty: 2, maxBuy: 2, stock: 2 });
    let edited = false;
    server.use(
      http.get('*/api/user/basket', () => HttpResponse.json(basketAnswer([atMax]))),
      http.put('*/api/user/editBasket', () => {
        edited = true;
        return HttpResponse.json(basketAnswer([{ ...atMax, qty: 3 }]));
      }),
    );
    localStorage.clear();
    usePublicBasketStore.getState().reload();
    const user = userEvent.setup();
    renderBasket({ signedIn: true, noCheck: true });
    await user.click(await screen.findByRole('button', { name: 'افزودن یکی' }));
    await waitFor(() => expect(edited).toBe(true));
  });

  it('imports the public basket on sign-in and forgets its id', async () => {
    let imported: FormDataEntryValue | null = null;
    server.use(
      http.post('*/api/user/importBasket', async ({ request }) => {
        imported = (await request.formData()).get('publicBasketId');
        return HttpResponse.json(basketAnswer([basketItem()]));
      }),
      http.get('*/api/user/basket', () => HttpResponse.json(basketAnswer([basketItem()]))),
    );
    renderBasket({ signedIn: true, noCheck: false });
    await waitFor(() => expect(imported).toBe(ID));
    await waitFor(() => expect(localStorage.getItem(PUBLIC_BASKET_KEY)).toBeNull());
    expect(await screen.findByRole('link', { name: 'ادامه فرایند خرید' })).toHaveAttribute('href', '/order');
  });

  it('shows an empty basket with the continue button disabled', async () => {
    localStorage.clear();
    usePublicBasketStore.getState().reload();
    renderBasket();
    expect(screen.getByText('سبد خرید شما خالی است')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ادامه فرایند خرید' })).toBeDisabled();
  });

  it('keeps the server message of a failed delete in a red box', async () => {
    server.use(
      http.get(`*/api/public/publicBasket/${ID}`, () => HttpResponse.json(basketAnswer([basketItem()]))),
      http.delete(`*/api/public/deletePublicBasket/${ID}/101`, () => HttpResponse.json({ message: 'این کالا در سبد خرید شما نیست' }, { status: 404 })),
    );
    const user = userEvent.setup();
    renderBasket();
    await user.click(await screen.findByRole('button', { name: /حذف/ }));
    expect(await screen.findByText('این کالا در سبد خرید شما نیست')).toBeInTheDocument();
  });
});
