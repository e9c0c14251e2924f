import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast, Toasts } from './toasts';

describe('Toasts', () => {
  it('shows a toast raised before its container has loaded, then later ones', async () => {
    render(<Toasts />);
    toast.success('به سبد خرید اضافه شد');
    expect(await screen.findByText('به سبد خرید اضافه شد')).toBeInTheDocument();
    toast.error('موجودی کافی نیست');
    expect(await screen.findByText('موجودی کافی نیست')).toBeInTheDocument();
    // SPEC §9: right to left.
    expect(document.querySelector('.Toastify__toast-container--rtl')).not.toBeNull();
  });
});
