import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenancePage } from './maintenance-page';

const logo = { original: { src: '/logo.svg' } };

afterEach(() => vi.unstubAllGlobals());

describe('MaintenancePage', () => {
  it('says the site is under repair, counts down to the end and offers retry and a support call', async () => {
    const until = new Date(Date.now() + 2 * 3600_000 + 5000).toISOString();
    render(<MaintenancePage companyName="ویترین" logo={logo} until={until} supportTell="021-88776655" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('سایت در حال تعمیر است');
    expect(screen.getByText(/چند دقیقه دیگر دوباره سر بزنید یا با پشتیبانی تماس بگیرید/)).toBeInTheDocument();
    expect(await screen.findByRole('timer', { name: 'زمان باقی‌مانده تا پایان تعمیرات' })).toHaveTextContent(/۰۲:۰۰:۰[۴۵]/);
    expect(screen.getByRole('link', { name: /تماس با پشتیبانی/ })).toHaveAttribute('href', 'tel:021-88776655');
  });

  it('reloads the page on retry', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    render(<MaintenancePage companyName="ویترین" logo={logo} until={null} supportTell={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /پشتیبانی/ })).not.toBeInTheDocument();
  });
});
