// SPEC §5 "Persian letters and spaces only". ZWNJ counts as part of Persian writing (محمد‌حسین);
// Arabic ي/ك are what Arabic keyboards type for ی/ک, so they are accepted and stored as the Persian letters.
const PERSIAN_NAME = /^[\u0621-\u063a\u0641-\u064a\u067e\u0686\u0698\u06a9\u06af\u06cc\u0622\u200c ]+$/;

export function normalizePersianName(input: string): string {
  return input.replace(/ي/g, 'ی').replace(/ك/g, 'ک').replace(/\s+/g, ' ').trim();
}

export function isPersianName(input: string): boolean {
  const name = normalizePersianName(input);
  return name.length > 0 && PERSIAN_NAME.test(name);
}
