import { expect, vi } from 'vitest';

/** For a test that expects the code to log an error: checks and clears the calls. */
export function expectConsoleError(match: string | RegExp): void {
  const calls = vi.mocked(console.error).mock.calls;
  expect(calls.some((args) => args.some((a) => (typeof match === 'string' ? String(a).includes(match) : match.test(String(a)))))).toBe(true);
  vi.mocked(console.error).mockClear();
}
