import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/tests/msw/server';
import { renderWithQuery } from '@/tests/render';
import { NO_OPTIONS, ProvinceCityFields } from './province-city-fields';

const provinces = [
  { id: 1, title: 'تهران', cities: [{ id: 10, title: 'تهران' }, { id: 11, title: 'شهریار' }] },
  { id: 2, title: 'اصفهان', cities: [{ id: 20, title: 'اصفهان' }, { id: 21, title: 'کاشان' }] },
  { id: 3, title: 'قم', cities: [] },
];

function Harness() {
  const [value, setValue] = useState<{ provinceId: number | null; cityId: number | null }>({ provinceId: null, cityId: null });
  return (
    <>
      <ProvinceCityFields {...value} onChange={setValue} />
      <output>{`${value.provinceId ?? '-'}/${value.cityId ?? '-'}`}</output>
    </>
  );
}

describe('ProvinceCityFields', () => {
  it('loads provinces from the API, offers only the chosen province’s cities and clears the city on a province change', async () => {
    server.use(http.get('*/api/public/provinces', () => HttpResponse.json({ data: provinces })));
    const user = userEvent.setup();
    renderWithQuery(<Harness />);

    const province = screen.getByLabelText('استان');
    const city = screen.getByLabelText('شهر');
    await waitFor(() => expect(province).toBeEnabled());
    expect(city).toBeDisabled();

    await user.selectOptions(province, 'تهران');
    expect(screen.getAllByRole('option', { name: 'شهریار' })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: 'کاشان' })).toBeNull();
    await user.selectOptions(city, 'شهریار');
    expect(screen.getByRole('status')).toHaveTextContent('1/11');

    await user.selectOptions(province, 'اصفهان');
    expect(screen.getByRole('status')).toHaveTextContent('2/-');
    expect(city).toHaveValue('');
  });

  it(`says '${NO_OPTIONS}' when a province has no cities`, async () => {
    server.use(http.get('*/api/public/provinces', () => HttpResponse.json({ data: provinces })));
    const user = userEvent.setup();
    renderWithQuery(<Harness />);
    const province = screen.getByLabelText('استان');
    await waitFor(() => expect(province).toBeEnabled());
    await user.selectOptions(province, 'قم');
    expect(screen.getByLabelText('شهر')).toHaveDisplayValue(NO_OPTIONS);
  });
});
