import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccessProvider } from '@/components/admin/access';
import type { Permission } from '@/lib/contracts/admin/permissions';
import { DEFAULT_THEME } from '@/lib/contracts/theme';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { LookPage } from './look-page';

const me = (permissions: Permission[]) => ({ user: { id: 1, mobile: '09120000000', name: 'ویراستار' }, roles: [], permissions });

function backend() {
  const writes: unknown[] = [];
  server.use(
    http.get('*/api/admin/theme', () => HttpResponse.json({ data: { theme: DEFAULT_THEME, version: 'v1' } })),
    http.put('*/api/admin/theme', async ({ request }) => {
      const body = await request.json();
      writes.push(body);
      return HttpResponse.json({ data: { theme: body, version: 'v2' } });
    }),
  );
  return writes;
}

describe('the look page', () => {
  it('shows each pair’s ratio as the colour is typed, previews it unsaved, and sends the look', async () => {
    const writes = backend();
    const u = userEvent.setup();
    renderWithQuery(
      <AccessProvider me={me(['content.read', 'content.write'])}>
        <LookPage />
      </AccessProvider>,
    );
    const primary = await screen.findByLabelText('رنگ اصلی', {}, { timeout: 15_000 });
    expect(screen.getByTestId('contrast-onPrimary')).toHaveTextContent('۴٫۶۹ به ۱');
    await u.clear(primary);
    await u.type(primary, '#facc15');
    expect(screen.getByTestId('contrast-onPrimary')).toHaveTextContent('۱٫۵۳ به ۱');
    expect(screen.getByTestId('contrast-onPrimary')).toHaveTextContent('کم‌تضاد');
    expect(screen.getByTestId('look-preview').style.getPropertyValue('--vitrin-primary')).toBe('#facc15');

    await u.clear(primary);
    await u.type(primary, '#1D4ED8');
    expect(screen.getByTestId('contrast-onPrimary')).toHaveTextContent('خوانا');
    await u.click(screen.getByRole('button', { name: 'ذخیره ظاهر' }));
    await waitFor(() => expect(writes).toEqual([{ ...DEFAULT_THEME, primary: '#1d4ed8' }]));
  }, 30_000);

  it('shows a reader the look without a save button', async () => {
    backend();
    renderWithQuery(
      <AccessProvider me={me(['content.read'])}>
        <LookPage />
      </AccessProvider>,
    );
    expect(await screen.findByLabelText('رنگ اصلی')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'ذخیره ظاهر' })).not.toBeInTheDocument();
  });
});
