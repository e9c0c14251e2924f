import 'server-only';

let source: () => Date = () => new Date();

/** The time price rules read; tests move it (promotion expiry) instead of sleeping. */
export function now(): Date {
  return source();
}

/** Tests only: fix the clock, or give no argument to go back to real time. */
export function setClock(next?: () => Date): void {
  source = next ?? (() => new Date());
}
