import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@/lib/session/session-store';
import { closeLoginPrompt, useLoginPrompt } from '@/lib/session/login-prompt';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { FavoriteButton } from './favorite-button';

const signedIn = { id: 1, mobile: '09121234567', token: 'tok', secretKey: null, newPassword: false } as UserInfo;

beforeEach(() => {
  useSessionStore.setState({ userInfo: null, hydrated: true });
  useLoginPrompt.setState({ open: false, resume: null });
});

describe('the heart of a signed-out visitor', () => {
  it('opens the login modal, and once signed in adds the product to the favourites', async () => {
    let ids: number[] = [];
    const puts: string[] = [];
    server.use(
      http.get('*/api/user/wishlist/ids', () => HttpResponse.json({ data: ids })),
      http.put('*/api/user/wishlist/:id', ({ params, request }) => {
        puts.push(`${String(params.id)} ${request.headers.get('authorization')}`);
        ids = [Number(params.id)];
        return HttpResponse.json({ data: ids });
      }),
    );
    const u = userEvent.setup();
    renderWithQuery(<FavoriteButton productId={7} productTitle="گلکسی" />);
    await u.click(screen.getByRole('button', { name: 'علاقه‌مندی: گلکسی' }));
    expect(useLoginPrompt.getState().open).toBe(true);
    expect(puts).toEqual([]);

    // What the modal does on success: store the session, then run the waiting action.
    act(() => {
      useSessionStore.setState({ userInfo: signedIn });
      closeLoginPrompt()?.();
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'علاقه‌مندی: گلکسی' })).toHaveAttribute('aria-pressed', 'true'));
    expect(puts).toEqual(['7 Bearer tok']);
  });
});
