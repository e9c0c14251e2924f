import { afterEach, beforeEach, expect, vi } from 'vitest';

// An unexpected console.error is a bug (a React warning, an unhandled API error): fail the test.
// A test that expects one calls `expectConsoleError()` from tests/console.ts.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls;
  vi.mocked(console.error).mockRestore();
  expect(calls, 'console.error was called').toEqual([]);
});
