import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInAs, signOut } from '@/tests/session';
import { NotificationBell } from './notification-bell';

beforeEach(signOut);

describe('NotificationBell', () => {
  it('shows no count to guests', () => {
    render(<NotificationBell />);
    expect(screen.getByRole('link', { name: 'اعلان‌ها' })).toHaveAttribute('href', '/dashboard/notifications');
    expect(screen.queryByText('۰')).toBeNull();
  });

  it("shows the user's unseen count in Persian digits and names it", () => {
    render(<NotificationBell />);
    signInAs({ newNotifications: 3 });
    expect(screen.getByRole('link', { name: 'اعلان‌ها، ۳ خوانده‌نشده' })).toHaveTextContent('۳');
    signInAs({ newNotifications: 0 });
    expect(screen.getByRole('link', { name: 'اعلان‌ها' })).not.toHaveTextContent(/[۰-۹]/);
    signInAs({ newNotifications: 250 });
    expect(screen.getByRole('link', { name: 'اعلان‌ها، ۹۹+ خوانده‌نشده' })).toBeInTheDocument();
  });
});
