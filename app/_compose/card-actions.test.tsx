import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_BASKET_KEY, usePublicBasketStore } from '@/features/basket/stores/public-basket-store';
import { useCompareStore } from '@/features/compare/stores/compare-store';
import { useLoginPrompt } from '@/lib/session/login-prompt';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { signInAs, signOut } from '@/tests/session';
import { CardActions } from './card-actions';

const router = vi.hoisted(() => ({ push: vi.fn(), replace: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => window.location.pathname }));

const props = { productId: 7, title: 'گوشی سامسونگ Galaxy A56', variantId: 70, inStock: true, catalogMode: false };
const draw = (over: Partial<typeof props> = {}) =>
  renderWithQuery(
    <>
      <CardActions {...props} {...over} />
      <ToastContainer />
    </>,
  );

beforeEach(() => {
  signOut();
  useLoginPrompt.setState({ open: false, resume: null });
  useCompareStore.setState({ ids: [] });
  router.push.mockClear();
  window.history.replaceState(null, '', '/shop/category-mobile?sort=cheapest');
});

describe('product card actions', () => {
  it('opens the login modal for a guest pressing the heart, staying on the page', async () => {
    draw();
    await userEvent.setup().click(screen.getByRole('button', { name: `علاقه‌مندی: ${props.title}` }));
    expect(useLoginPrompt.getState().open).toBe(true);
    expect(useLoginPrompt.getState().resume).toBeTypeOf('function');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('picks the product for the comparison, up to four, and takes it out again', async () => {
    useCompareStore.setState({ ids: [1, 2, 3] });
    const u = userEvent.setup();
    draw();
    const pick = screen.getByRole('button', { name: `مقایسه: ${props.title}` });
    expect(pick).toHaveAttribute('aria-pressed', 'false');
    await u.click(pick);
    expect(pick).toHaveAttribute('aria-pressed', 'true');
    expect(useCompareStore.getState().ids).toEqual([1, 2, 3, 7]);
    await u.click(pick);
    expect(useCompareStore.getState().ids).toEqual([1, 2, 3]);

    useCompareStore.setState({ ids: [1, 2, 3, 4] });
    await u.click(pick);
    expect(await screen.findByText('حداکثر ۴ کالا را می‌توان مقایسه کرد')).toBeInTheDocument();
    expect(useCompareStore.getState().ids).toEqual([1, 2, 3, 4]);
  });

  it("fills the heart of a user's favourite and toggles it with PUT and DELETE", async () => {
    const sent: string[] = [];
    let ids = [7];
    server.use(
      http.get('*/api/user/wishlist/ids', () => HttpResponse.json({ data: ids })),
      http.all('*/api/user/wishlist/7', ({ request }) => {
        sent.push(request.method);
        ids = request.method === 'PUT' ? [7] : [];
        return HttpResponse.json({ data: ids });
      }),
    );
    signInAs();
    draw();
    const heart = screen.getByRole('button', { name: `علاقه‌مندی: ${props.title}` });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    const u = userEvent.setup();
    await u.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await u.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(sent).toEqual(['DELETE', 'PUT']);
  });

  it("adds the card's variant to the user basket with the SPEC §8 toast", async () => {
    let form: Record<string, FormDataEntryValue> = {};
    server.use(
      http.get('*/api/user/wishlist/ids', () => HttpResponse.json({ data: [] })),
      http.get('*/api/user/basket', () => HttpResponse.json({ data: [], extraObject: {} })),
      http.post('*/api/user/addBasket', async ({ request }) => {
        form = Object.fromEntries(await request.formData());
        return HttpResponse.json({ data: [], message: 'کالا به سبد خرید اضافه شد' });
      }),
    );
    signInAs();
    draw();
    await userEvent.setup().click(screen.getByRole('button', { name: `افزودن به سبد خرید: ${props.title}` }));
    expect(await screen.findByText('کالا به سبد خرید اضافه شد')).toBeInTheDocument();
    expect(form).toMatchObject({ productPropertyId: '70', qty: '1' });
  });

  it("starts a visitor's public basket, keeps its id and adds the next card to the same basket", async () => {
    const sent: Record<string, FormDataEntryValue>[] = [];
    let release = () => {};
    server.use(
      http.post('*/api/public/addPublicBasket', async ({ request }) => {
        sent.push(Object.fromEntries(await request.formData()));
        // The first answer waits for the test, which checks the button meanwhile.
        if (sent.length === 1) await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ data: 'pb-1', message: 'کالا به سبد خرید اضافه شد' });
      }),
    );
    usePublicBasketStore.getState().clear();
    draw();
    const button = screen.getByRole('button', { name: `افزودن به سبد خرید: ${props.title}` });
    const u = userEvent.setup();
    await u.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();
    expect(await screen.findByText('کالا به سبد خرید اضافه شد')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    expect(usePublicBasketStore.getState().id).toBe('pb-1');
    expect(localStorage.getItem(PUBLIC_BASKET_KEY)).toBe('pb-1');
    await u.click(button);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]).toEqual({ productPropertyId: '70', qty: '1' });
    expect(sent[1]).toEqual({ productPropertyId: '70', qty: '1', basketId: 'pb-1' });
  });

  it('shows the server message when adding fails', async () => {
    server.use(http.post('*/api/public/addPublicBasket', () => HttpResponse.json({ message: 'محدودیت در تعداد' }, { status: 409 })));
    draw();
    await userEvent.setup().click(screen.getByRole('button', { name: `افزودن به سبد خرید: ${props.title}` }));
    expect(await screen.findByText('محدودیت در تعداد')).toBeInTheDocument();
  });

  it('disables the basket button out of stock and hides it in catalog mode', () => {
    const { unmount } = draw({ inStock: false });
    expect(screen.getByRole('button', { name: `ناموجود: ${props.title}` })).toBeDisabled();
    unmount();
    draw({ catalogMode: true });
    expect(screen.queryByRole('button', { name: /سبد خرید/ })).toBeNull();
    expect(screen.getByRole('button', { name: `علاقه‌مندی: ${props.title}` })).toBeInTheDocument();
  });
});
