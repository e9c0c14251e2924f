import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { parseToman } from '../inputs/toman-input';
import { applyApiErrors } from './api-errors';
import { SelectField, TextField, TomanField } from './fields';

const schema = z.object({
  title: z.string().trim().min(1, { error: 'عنوان را بنویسید' }),
  price: z.number({ error: 'قیمت را به تومان بنویسید' }).int().positive({ error: 'قیمت باید بیشتر از صفر باشد' }),
  kind: z.enum(['phone', 'tablet'], { error: 'نوع را انتخاب کنید' }),
});
type Input = z.input<typeof schema>;

function ProductForm({ onValid, serverError }: { onValid: (v: z.output<typeof schema>) => void; serverError?: unknown }) {
  const form = useForm<Input, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: { title: '', price: null as unknown as number, kind: '' as Input['kind'] } });
  return (
    <form
      aria-label="کالا"
      onSubmit={form.handleSubmit((v) => {
        if (serverError) applyApiErrors(form.setError, serverError, ['title', 'price', 'kind']);
        else onValid(v);
      })}
    >
      <TextField control={form.control} name="title" label="عنوان" required />
      <TomanField control={form.control} name="price" label="قیمت (تومان)" hint="بدون تخفیف" />
      <SelectField control={form.control} name="kind" label="نوع" placeholder="انتخاب" options={[{ value: 'phone', label: 'گوشی' }, { value: 'tablet', label: 'تبلت' }]} />
      <button type="submit">ذخیره</button>
    </form>
  );
}

describe('console form fields (react-hook-form + zod)', () => {
  it('show each field’s Persian error tied to its control, and submit the parsed values', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    render(<ProductForm onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('عنوان را بنویسید')).toBeInTheDocument();
    const title = screen.getByLabelText(/عنوان/);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('عنوان را بنویسید');
    expect(screen.getByLabelText('قیمت (تومان)')).toHaveAccessibleDescription('بدون تخفیف قیمت را به تومان بنویسید');
    expect(onValid).not.toHaveBeenCalled();

    await user.type(title, 'گلکسی');
    await user.type(screen.getByLabelText('قیمت (تومان)'), '۱۲۵۰۰۰۰۰');
    expect(screen.getByLabelText('قیمت (تومان)')).toHaveValue('۱۲٬۵۰۰٬۰۰۰');
    await user.selectOptions(screen.getByLabelText('نوع'), 'phone');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(onValid).toHaveBeenCalledWith({ title: 'گلکسی', price: 12_500_000, kind: 'phone' });
  });

  it('put the API’s field errors on their fields', async () => {
    const user = userEvent.setup();
    render(<ProductForm onValid={vi.fn()} serverError={new ApiError('عنوان تکراری است', 409, { title: 'کالایی با این عنوان هست' }, true)} />);
    await user.type(screen.getByLabelText(/عنوان/), 'گلکسی');
    await user.type(screen.getByLabelText('قیمت (تومان)'), '100');
    await user.selectOptions(screen.getByLabelText('نوع'), 'tablet');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('کالایی با این عنوان هست')).toBeInTheDocument();
  });
});

describe('parseToman', () => {
  it('reads Persian, Arabic and Latin digits with or without separators; nothing is null', () => {
    expect(parseToman('۱٬۲۵۰٬۰۰۰')).toBe(1_250_000);
    expect(parseToman('١٢٣')).toBe(123);
    expect(parseToman('1,000 تومان')).toBe(1000);
    expect(parseToman('')).toBeNull();
    expect(parseToman('تومان')).toBeNull();
    expect(parseToman('9'.repeat(20))).toBeNull();
  });
});
