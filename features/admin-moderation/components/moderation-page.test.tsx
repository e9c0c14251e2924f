import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { ModerationItem } from '@/lib/contracts/admin/moderation';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { ModerationPage } from './moderation-page';

const review: ModerationItem = {
  kind: 'review', id: 4, productId: 7, productTitle: 'گلکسی', authorMobile: '09121234567', body: 'باتری خوبی دارد',
  rating: 4, pros: ['باتری'], cons: [], question: null, byStaff: false, status: 'pending', date: '۱۴۰۵/۰۹/۰۴ ۱۰:۰۰',
};

const draw = (permissions: Permission[]) =>
  renderWithQuery(
    <AccessProvider me={{ user: { id: 1, mobile: '09120000000', name: null }, roles: [], permissions }}>
      <ModerationPage />
      <ToastContainer />
    </AccessProvider>,
  );

describe('the moderation queue', () => {
  it('approves a pending review and the queue empties', async () => {
    let pending = [review];
    const decided: unknown[] = [];
    server.use(
      http.get('*/api/admin/moderation', ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('kind') === 'review' ? pending : [] })),
      http.put('*/api/admin/moderation/review/4', async ({ request }) => {
        decided.push(await request.json());
        pending = [];
        return HttpResponse.json({ data: { id: 4, status: 'approved' }, message: 'تأیید شد' });
      }),
    );
    draw(['content.read', 'content.write']);
    const item = (await screen.findByText('باتری خوبی دارد')).closest('li')!;
    expect(within(item).getByText('امتیاز ۴ از ۵')).toBeInTheDocument();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'تأیید' }));
    await waitFor(() => expect(screen.getByText('موردی نیست')).toBeInTheDocument());
    expect(decided).toEqual([{ status: 'approved' }]);
  });

  it('shows no decision buttons to a reader without content.write', async () => {
    server.use(http.get('*/api/admin/moderation', () => HttpResponse.json({ data: [review] })));
    draw(['content.read']);
    await screen.findByText('باتری خوبی دارد');
    expect(screen.queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
  });
});
