import { compactDigitInput } from '../format/digits';

export function isValidPostalCode(input: string): boolean {
  return /^\d{10}$/.test(compactDigitInput(input));
}
