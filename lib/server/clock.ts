import 'server-only';

/**
 * The browser tests' server preloads tests/e2e/test-clock.mjs, which may define this to shift the time the shop's
 * rules read; nothing in the app defines it, so in any other process the real time is read.
 */
type ShiftedClock = { __vitrinTestClock?: () => Date };

const realTime = () => (globalThis as ShiftedClock).__vitrinTestClock?.() ?? new Date();

let source: () => Date = realTime;

/** The time price rules, reservations, due dates and late fees read; tests move it instead of sleeping. */
export function now(): Date {
  return source();
}

/** Tests only: fix the clock, or give no argument to go back to real time. */
export function setClock(next?: () => Date): void {
  source = next ?? realTime;
}
