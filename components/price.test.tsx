import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('Price', () => {
  it('shows whole toman in Persian digits with the Arabic thousands separator', () => {
    render(<Price amount={12_500_000} />);
    expect(screen.getByText(/۱۲٬۵۰۰٬۰۰۰/)).toHaveTextContent('۱۲٬۵۰۰٬۰۰۰ تومان');
  });
});
