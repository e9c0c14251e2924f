import { describe, expect, it } from 'vitest';
import { parseTomanInput, walletChargeSchema } from './wallet';

describe('wallet charge input', () => {
  it('reads amounts in any digit set, with or without separators', () => {
    expect(parseTomanInput('۱۲۰٬۰۰۰')).toBe(120_000);
    expect(parseTomanInput('١٥٠,٠٠٠')).toBe(150_000);
    expect(parseTomanInput(' 75000 ')).toBe(75_000);
    for (const bad of ['', '12.5', '-5', '۱۲a', '1e6']) expect(parseTomanInput(bad)).toBeNaN();
  });

  it('keeps the amount within the limits with Persian messages', () => {
    const schema = walletChargeSchema({ min: 10_000, max: 1_000_000 });
    expect(schema.parse({ amount: '۲۰۰٬۰۰۰', gateway: 'sandbox' })).toEqual({ amount: 200_000, gateway: 'sandbox' });
    expect(schema.safeParse({ amount: 5_000, gateway: 'sandbox' }).error?.issues[0]?.message).toBe('کمترین مبلغ شارژ ۱۰٬۰۰۰ تومان است');
    expect(schema.safeParse({ amount: 2_000_000, gateway: 'sandbox' }).error?.issues[0]?.message).toBe('بیشترین مبلغ شارژ ۱٬۰۰۰٬۰۰۰ تومان است');
    expect(schema.safeParse({ amount: 'abc', gateway: 'sandbox' }).error?.issues[0]?.message).toBe('مبلغ شارژ را به درستی وارد کنید');
  });
});
