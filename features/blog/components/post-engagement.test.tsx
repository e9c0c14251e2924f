import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLoginPrompt } from '@/lib/session/login-prompt';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { signInAs, signOut } from '@/tests/session';
import { PostEngagement } from './post-engagement';

const draw = () =>
  renderWithQuery(
    <>
      <PostEngagement postId={3} likeCount={4} />
      <ToastContainer />
    </>,
  );

beforeEach(() => {
  signOut();
  useLoginPrompt.setState({ open: false, resume: null });
  server.use(http.get('*/api/public/blog/posts/3/comments', () => HttpResponse.json({ data: [{ id: 1, author: 'زهرا م.', body: 'عالی بود', date: '۱۴۰۵/۰۹/۰۴' }] })));
});

describe('a post’s likes and comments', () => {
  it('shows approved comments; a visitor likes without signing in, and is asked to sign in to comment', async () => {
    server.use(http.post('*/api/public/blog/posts/3/like', ({ request }) => HttpResponse.json({ data: { likeCount: request.headers.get('Authorization') ? 0 : 5 } })));
    const u = userEvent.setup();
    draw();
    expect(await screen.findByText('عالی بود')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: /پسندیدم \(۴\)/ }));
    expect(await screen.findByRole('button', { name: /پسندیدم \(۵\)/ })).toBeInTheDocument();
    expect(useLoginPrompt.getState().open).toBe(false);
    await u.type(screen.getByLabelText('دیدگاه شما'), 'نوشته خوبی بود');
    await u.click(screen.getByRole('button', { name: 'ثبت دیدگاه' }));
    expect(useLoginPrompt.getState().open).toBe(true);
  });

  it('a signed-in reader likes and sends a comment that waits for approval', async () => {
    server.use(
      // A signed-in reader's like carries the bearer, so it counts for the account.
      http.post('*/api/public/blog/posts/3/like', ({ request }) => HttpResponse.json({ data: { likeCount: request.headers.get('Authorization') ? 5 : 0 } })),
      http.post('*/api/user/blog/posts/3/comments', () => HttpResponse.json({ data: { id: 2, status: 'pending' }, message: 'با سپاس؛ پس از تأیید کارشناسان نمایش داده می‌شود' }, { status: 201 })),
    );
    signInAs();
    const u = userEvent.setup();
    draw();
    await u.click(screen.getByRole('button', { name: /پسندیدم/ }));
    expect(await screen.findByRole('button', { name: /پسندیدم \(۵\)/ })).toBeInTheDocument();
    await u.type(screen.getByLabelText('دیدگاه شما'), 'نوشته خوبی بود');
    await u.click(screen.getByRole('button', { name: 'ثبت دیدگاه' }));
    await waitFor(() => expect(screen.getByLabelText('دیدگاه شما')).toHaveValue(''));
  });
});
