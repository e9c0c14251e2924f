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
  it('shows approved comments; a visitor liking is asked to sign in', async () => {
    draw();
    expect(await screen.findByText('عالی بود')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /پسندیدم \(۴\)/ }));
    expect(useLoginPrompt.getState().open).toBe(true);
  });

  it('a signed-in reader likes and sends a comment that waits for approval', async () => {
    server.use(
      http.post('*/api/user/blog/posts/3/like', () => HttpResponse.json({ data: { likeCount: 5 } })),
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
