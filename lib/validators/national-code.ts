import { compactDigitInput } from '../format/digits';

// SPEC §5, plus ten equal digits: codes like 1111111111 pass the checksum but are never issued.
export function normalizeNationalCode(input: string): string | null {
  const digits = compactDigitInput(input);
  if (!/^\d{8,10}$/.test(digits)) return null;
  const code = digits.padStart(10, '0');
  if (/^(\d)\1{9}$/.test(code)) return null;
  if (code.slice(3, 9) === '000000') return null;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const check = remainder < 2 ? remainder : 11 - remainder;
  return check === Number(code[9]) ? code : null;
}

export function isValidNationalCode(input: string): boolean {
  return normalizeNationalCode(input) !== null;
}
