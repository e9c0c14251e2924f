import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { RichTextField } from './rich-text-field';

function Form({ onSubmit }: { onSubmit: (v: { body: string }) => void }) {
  const form = useForm<{ body: string }>({ defaultValues: { body: '<p>گوشی <strong>خوب</strong></p>' } });
  return (
    <form aria-label="متن" onSubmit={form.handleSubmit(onSubmit)}>
      <RichTextField control={form.control} name="body" label="توضیحات" />
      <button type="submit">ذخیره</button>
    </form>
  );
}

describe('RichTextField (tiptap)', () => {
  it('shows the HTML it is given under its label, with a toolbar, and submits the editor’s HTML', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const box = await screen.findByRole('textbox', { name: 'توضیحات' });
    await waitFor(() => expect(box).toHaveTextContent('گوشی خوب'));
    expect(box.querySelector('strong')).toHaveTextContent('خوب');
    expect(screen.getByRole('toolbar', { name: 'توضیحات' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'درشت' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(onSubmit).toHaveBeenCalledWith({ body: '<p>گوشی <strong>خوب</strong></p>' }, expect.anything());
  });
});
