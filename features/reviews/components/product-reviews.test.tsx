import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReviewsPage } from '@/lib/contracts/reviews';
import { useLoginPrompt } from '@/lib/session/login-prompt';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { signInAs, signOut } from '@/tests/session';
import { ProductReviews } from './product-reviews';

const page: ReviewsPage = {
  summary: { average: 4.5, count: 2 },
  items: [{ id: 9, author: 'زهرا م.', rating: 5, body: 'عالی است', pros: ['دوربین'], cons: [], verifiedBuyer: true, helpfulCount: 3, date: '۱۴۰۵/۰۹/۰۴' }],
};

const draw = () =>
  renderWithQuery(
    <>
      <ProductReviews productId={7} />
      <ToastContainer />
    </>,
  );

beforeEach(() => {
  signOut();
  useLoginPrompt.setState({ open: false, resume: null });
  server.use(http.get('*/api/public/products/7/reviews', ({ request }) => HttpResponse.json({ data: { ...page, sort: new URL(request.url).searchParams.get('sort') } })));
});

describe('the reviews of a product page', () => {
  it('lists approved reviews with the buyer badge; a visitor writing one is asked to sign in first', async () => {
    const u = userEvent.setup();
    draw();
    expect(await screen.findByText('عالی است')).toBeInTheDocument();
    expect(screen.getByText('خریدار این کالا')).toBeInTheDocument();
    expect(screen.getByText('امتیاز ۴٫۵ از ۵ در ۲ نظر')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'نظر خود را بنویسید' }));
    expect(useLoginPrompt.getState().open).toBe(true);
    expect(screen.queryByLabelText('متن نظر')).not.toBeInTheDocument();
  });

  it('checks the form, then shows the server’s refusal to a non-buyer', async () => {
    server.use(http.post('*/api/user/products/7/reviews', () => HttpResponse.json({ message: 'فقط خریداران این کالا می‌توانند برای آن نظر بنویسند' }, { status: 403 })));
    signInAs();
    const u = userEvent.setup();
    draw();
    await u.click(screen.getByRole('button', { name: 'نظر خود را بنویسید' }));
    await u.click(screen.getByRole('button', { name: 'ثبت نظر' }));
    expect(screen.getByRole('alert')).toHaveTextContent('امتیاز را انتخاب کنید');
    await u.click(screen.getByRole('radio', { name: '۴ ستاره' }));
    await u.type(screen.getByLabelText('متن نظر'), 'گوشی خوبی است و باتری‌اش می‌ماند');
    await u.click(screen.getByRole('button', { name: 'ثبت نظر' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('فقط خریداران این کالا می‌توانند برای آن نظر بنویسند'));
  });
});

describe('helpful votes', () => {
  it('shows the count the server answers', async () => {
    server.use(http.post('*/api/user/reviews/9/helpful', () => HttpResponse.json({ data: { helpfulCount: 4 } })));
    signInAs();
    const u = userEvent.setup();
    draw();
    await u.click(await screen.findByRole('button', { name: 'مفید بود (۳)' }));
    expect(await screen.findByRole('button', { name: 'مفید بود (۴)' })).toBeInTheDocument();
  });
});
