import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
import { orderMessages } from '@/lib/contracts/orders';
import { AddressForm } from './address-form';

/** The route gives the province → city pair; here a stand-in that picks Tehran at once. */
function Places({ onChange, errors }: LocationFieldsProps) {
  return (
    <div>
      <button type="button" onClick={() => onChange({ provinceId: 8, cityId: 301 })}>تهران</button>
      {errors?.cityId ? <p role="alert">{errors.cityId}</p> : null}
    </div>
  );
}

const saved = { id: 5, provinceId: 8, provinceTitle: 'تهران', cityId: 301, cityTitle: 'تهران', address: 'خیابان آزادی، پلاک ۱', postalCode: '1234567890', receiverName: 'سارا احمدی', receiverMobile: '09121234567', isDefault: true };

afterEach(() => useSessionStore.setState({ userInfo: null, hydrated: false }));

describe('AddressForm', () => {
  it('starts with the buyer’s own name and number, and sends what was typed', async () => {
    useSessionStore.setState({
      hydrated: true,
      userInfo: {
        token: 't', secretKey: null, newPassword: false, id: 1, mobile: '09121234567', fName: 'سارا', lName: 'احمدی', nationalCode: null, birthDate: null,
        provinceId: null, cityId: null, role: 'customer', noCheck: false, wallet: 0, newNotifications: 0, hasMainData: false,
      },
    });
    let sent: unknown;
    server.use(
      http.post('*/api/user/addresses', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: saved });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<AddressForm LocationFields={Places} onSaved={onSaved} />);
    expect(screen.getByLabelText('نام و نام خانوادگی گیرنده')).toHaveValue('سارا احمدی');
    expect(screen.getByLabelText('موبایل گیرنده')).toHaveValue('09121234567');
    await user.click(screen.getByRole('button', { name: 'تهران' }));
    await user.type(screen.getByLabelText('نشانی کامل'), 'خیابان آزادی، پلاک ۱');
    await user.type(screen.getByLabelText('کد پستی ۱۰ رقمی'), '۱۲۳۴۵۶۷۸۹۰');
    await user.click(screen.getByRole('button', { name: 'ذخیره نشانی' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    // What the handler's schema makes of it: Persian digits read as Latin ones.
    expect(sent).toMatchObject({ provinceId: 8, cityId: 301, postalCode: '1234567890', receiverName: 'سارا احمدی', receiverMobile: '09121234567', isDefault: false });
  });

  it('checks each field when it is left, with the server’s own words, and sends nothing while one is wrong', async () => {
    let calls = 0;
    server.use(
      http.post('*/api/user/addresses', () => {
        calls += 1;
        return HttpResponse.json({ data: saved });
      }),
    );
    const user = userEvent.setup();
    renderWithQuery(<AddressForm LocationFields={Places} onSaved={vi.fn()} />);
    await user.type(screen.getByLabelText('کد پستی ۱۰ رقمی'), '۱۲۳');
    await user.tab();
    expect(await screen.findByText(orderMessages.postalCode)).toBeInTheDocument();
    expect(screen.getByLabelText('کد پستی ۱۰ رقمی')).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'ذخیره نشانی' }));
    expect(await screen.findByText(orderMessages.city)).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('shows each of the server’s Persian field errors beside its field', async () => {
    server.use(
      http.post('*/api/user/addresses', () =>
        HttpResponse.json({ message: 'شهر در این استان نیست', errors: { cityId: 'شهر در این استان نیست' } }, { status: 400 }),
      ),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<AddressForm LocationFields={Places} onSaved={onSaved} />);
    await user.click(screen.getByRole('button', { name: 'تهران' }));
    await user.type(screen.getByLabelText('نشانی کامل'), 'خیابان آزادی، پلاک ۱');
    await user.type(screen.getByLabelText('کد پستی ۱۰ رقمی'), '1234567890');
    await user.type(screen.getByLabelText('نام و نام خانوادگی گیرنده'), 'علی رضایی');
    await user.type(screen.getByLabelText('موبایل گیرنده'), '09121234567');
    await user.click(screen.getByRole('button', { name: 'ذخیره نشانی' }));
    expect(await screen.findByText('شهر در این استان نیست')).toBeInTheDocument();
    // What was typed stays for the correction.
    expect(screen.getByLabelText('نام و نام خانوادگی گیرنده')).toHaveValue('علی رضایی');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
