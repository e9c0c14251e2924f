import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeLoginPrompt, useLoginPrompt } from '@/lib/session/login-prompt';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { signInAs, signOut } from '@/tests/session';
import { AlertButton } from './alert-button';

beforeEach(() => {
  signOut();
  useLoginPrompt.setState({ open: false, resume: null });
});

describe('the alert button', () => {
  it('asks a visitor to sign in, then requests the back-in-stock alert', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/user/alerts', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: { id: 1 }, message: 'وقتی موجود شد با پیامک خبرتان می‌کنیم' }, { status: 201 });
      }),
    );
    renderWithQuery(
      <>
        <AlertButton variantId={70} available={false} />
        <ToastContainer />
      </>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'موجود شد خبرم کن' }));
    expect(useLoginPrompt.getState().open).toBe(true);
    expect(sent).toEqual([]);
    act(() => {
      signInAs();
      closeLoginPrompt()?.();
    });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('درخواست شما ثبت شد'));
    expect(sent).toEqual([{ variantId: 70, kind: 'back_in_stock' }]);
  });

  it('offers a price-drop alert on a variant on sale', () => {
    renderWithQuery(<AlertButton variantId={70} available />);
    expect(screen.getByRole('button', { name: 'کاهش قیمت را خبرم کن' })).toBeInTheDocument();
  });
});
