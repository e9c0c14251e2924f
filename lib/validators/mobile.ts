import { compactDigitInput } from '../format/digits';

// Optional country code (+98, 0098, 98) and/or trunk 0, then the 10-digit 9xxxxxxxxx number.
const MOBILE = /^(?:(?:\+|00)?98)?0?(9\d{9})$/;

// Stored and sent as 09xxxxxxxxx (FA-NOTES "Validators").
export function normalizeMobile(input: string): string | null {
  const match = MOBILE.exec(compactDigitInput(input));
  return match ? `0${match[1]}` : null;
}

export function isValidMobile(input: string): boolean {
  return normalizeMobile(input) !== null;
}
