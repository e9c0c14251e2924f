import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserNotification } from '@/lib/contracts/account';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { ModalNotification } from './modal-notification';

const router = vi.hoisted(() => ({ push: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => router }));

const note = (over: Partial<UserNotification>): UserNotification => ({
  id: 1, kind: 'wallet', title: 'کیف پول شما شارژ شد', body: 'ادامه سفارش', isModal: true, seen: false, value: '42', createdAt: '2026-03-01T10:00:00Z', ...over,
});

beforeEach(() => router.push.mockClear());

describe('ModalNotification', () => {
  it('offers the newest unseen modal one; pressing it marks it seen and goes to the order', async () => {
    const seen: string[] = [];
    server.use(
      http.get('*/api/user/notifications', () =>
        HttpResponse.json({ data: [note({ id: 3, isModal: false, value: null, title: 'عادی' }), note({ id: 2, value: '1002' }), note({ id: 1, value: '1001' })] }),
      ),
      http.post('*/api/user/changeNotificationStateToSeen', async ({ request }) => {
        seen.push(`${new URL(request.url).searchParams.get('id')}:${await request.text()}`);
        return HttpResponse.json({ data: note({ id: 2, seen: true }) });
      }),
    );
    renderWithQuery(<ModalNotification enabled />);
    await screen.findByRole('dialog', { name: 'کیف پول شما شارژ شد' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'ادامه سفارش' })).toHaveFocus());
    await userEvent.setup().click(screen.getByRole('button', { name: 'ادامه سفارش' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard/orders/1002'));
    expect(seen).toEqual(['2:']);
  });

  it('still goes to the order when marking it seen fails (SPEC §8: silent)', async () => {
    server.use(
      http.get('*/api/user/notifications', () => HttpResponse.json({ data: [note({})] })),
      http.post('*/api/user/changeNotificationStateToSeen', () => HttpResponse.json({ message: 'خطا' }, { status: 500 })),
    );
    renderWithQuery(<ModalNotification enabled />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'ادامه سفارش' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/dashboard/orders/42'));
  });

  it('shows nothing when the fetch fails or nothing modal is unseen, and "later" hides it', async () => {
    server.use(http.get('*/api/user/notifications', () => HttpResponse.json({ data: [note({ seen: true }), note({ id: 5, isModal: false, value: null })] })));
    const { unmount } = renderWithQuery(<ModalNotification enabled />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    server.use(http.get('*/api/user/notifications', () => HttpResponse.json({ data: [note({})] })));
    renderWithQuery(<ModalNotification enabled />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'بعدا' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });
});
