/** SPEC §5 "New password checklist", checked live in the form and again by the server. */
export const PASSWORD_MIN_LENGTH = 8;

export type PasswordRule = { id: 'length' | 'case' | 'digit'; label: string; message: string; test: (p: string) => boolean };

export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    id: 'length',
    label: 'حداقل ۸ کاراکتر',
    message: 'رمز عبور باید حداقل ۸ کاراکتر باشد',
    test: (p) => p.length >= PASSWORD_MIN_LENGTH,
  },
  {
    id: 'case',
    label: 'حروف بزرگ و کوچک لاتین',
    message: 'رمز عبور باید حروف بزرگ و کوچک لاتین داشته باشد',
    test: (p) => /[A-Z]/.test(p) && /[a-z]/.test(p),
  },
  { id: 'digit', label: 'حداقل یک عدد', message: 'رمز عبور باید حداقل یک عدد داشته باشد', test: (p) => /[0-9]/.test(p) },
];

/** The first rule the password breaks, or null when it holds them all. */
export function brokenPasswordRule(password: string): PasswordRule | null {
  return PASSWORD_RULES.find((rule) => !rule.test(password)) ?? null;
}
