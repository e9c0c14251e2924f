import { compactDigitInput } from '../format/digits';

const WEIGHTS = [29, 27, 23, 19, 17];

/**
 * The 11-digit national ID of a legal person (شناسه ملی): each of the first ten digits plus (the tenth digit + 2),
 * weighted 29, 27, 23, 19, 17 in turn; the sum mod 11 (10 counts as 0) is the last digit.
 */
export function normalizeCompanyNationalId(input: string): string | null {
  const code = compactDigitInput(input);
  if (!/^\d{11}$/.test(code) || code.slice(3, 9) === '000000') return null;
  const step = Number(code[9]) + 2;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (Number(code[i]) + step) * WEIGHTS[i % 5]!;
  const remainder = sum % 11;
  return (remainder === 10 ? 0 : remainder) === Number(code[10]) ? code : null;
}
