import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/lib/session/session-store';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import type { LocationFieldsProps } from '@/lib/contracts/location-fields';
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
    expect(sent).toMatchObject({ provinceId: 8, cityId: 301, postalCode: '۱۲۳۴۵۶۷۸۹۰', receiverName: 'سارا احمدی', isDefault: false });
  });

  it('shows each of the server’s Persian field errors beside its field', async () => {
    server.use(
      http.post('*/api/user/addresses', () =>
        HttpResponse.json({ message: 'کد پستی باید ۱۰ رقم باشد', errors: { postalCode: 'کد پستی باید ۱۰ رقم باشد', cityId: 'شهر را انتخاب کنید' } }, { status: 400 }),
      ),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithQuery(<AddressForm LocationFields={Places} onSaved={onSaved} />);
    await user.type(screen.getByLabelText('نام و نام خانوادگی گیرنده'), 'علی');
    await user.click(screen.getByRole('button', { name: 'ذخیره نشانی' }));
    expect(await screen.findByText('کد پستی باید ۱۰ رقم باشد')).toBeInTheDocument();
    expect(screen.getByText('شهر را انتخاب کنید')).toBeInTheDocument();
    expect(screen.getByLabelText('کد پستی ۱۰ رقمی')).toHaveAttribute('aria-invalid', 'true');
    // What was typed stays for the correction.
    expect(screen.getByLabelText('نام و نام خانوادگی گیرنده')).toHaveValue('علی');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
