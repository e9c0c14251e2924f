import { describe, expect, it } from 'vitest';
import { brokenPasswordRule, PASSWORD_RULES } from './password';

describe('password rules (SPEC §5)', () => {
  it('needs 8 characters, both Latin cases and a digit', () => {
    expect(brokenPasswordRule('Abcdef1')?.id).toBe('length');
    expect(brokenPasswordRule('abcdefg1')?.id).toBe('case');
    expect(brokenPasswordRule('ABCDEFG1')?.id).toBe('case');
    expect(brokenPasswordRule('Abcdefgh')?.id).toBe('digit');
    expect(brokenPasswordRule('Abcdefg1')).toBeNull();
  });

  it('has a Persian label and message for every rule', () => {
    for (const rule of PASSWORD_RULES) {
      expect(rule.label).toMatch(/[\u0600-\u06FF]/);
      expect(rule.message).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
