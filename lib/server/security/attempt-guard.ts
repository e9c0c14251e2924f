import 'server-only';
import { createHash } from 'node:crypto';
import { RateLimitError } from '../errors';
import { SharedLimit } from '../rate-limit';

/** How a kind of guessable check (a password, a code, a national code + mobile pair) is throttled per key. */
export type GuardPolicy = {
  /** Failures answered at once; after them every attempt waits twice as long as the one before. */
  freeFailures: number;
  maxDelaySeconds: number;
  /** Failures in the window after which the key is locked. */
  lockAfter: number;
  lockSeconds: number;
  wait: (seconds: number) => string;
  locked: (until: Date) => string;
};

/** An attempt let through; it counts as a failure until `succeeded()` says otherwise. */
export type Attempt = { succeeded(): Promise<void>; cancel(): Promise<void> };

/** Failures are counted over an hour from the first. */
const WINDOW_SECONDS = 3_600;

/** Keys such as national codes are stored only as a hash in the counters (Redis or the database). */
export const hashedKey = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 32);

/**
 * Growing delays and a temporary lock for one kind of check, on the shared store (rate-limit.ts). `begin` runs
 * before the costly or guessable check: it refuses with 429 and a Persian message while the key is locked or its
 * wait has not passed, and otherwise counts the attempt as a failure first, so parallel attempts cannot all slip
 * through before the first has failed. A success gives the count back (or clears it, for `resetOnSuccess`).
 */
export class AttemptGuard {
  readonly #failures: SharedLimit;
  readonly #gate: SharedLimit;
  readonly #lock: SharedLimit;

  constructor(
    readonly name: string,
    private readonly policy: () => GuardPolicy,
    private readonly resetOnSuccess = false,
  ) {
    // Counts are read here, never capped by the library; the gate's and the lock's lengths are given per call.
    this.#failures = new SharedLimit({ name: `${name}:fail`, points: 1_000_000, durationSeconds: WINDOW_SECONDS });
    this.#gate = new SharedLimit({ name: `${name}:gate`, points: 1, durationSeconds: 1 });
    this.#lock = new SharedLimit({ name: `${name}:lock`, points: 1, durationSeconds: 1 });
  }

  private delaySeconds(failures: number, p: GuardPolicy): number {
    return Math.min(2 ** (failures - p.freeFailures), p.maxDelaySeconds);
  }

  private lockedError(msLeft: number, p: GuardPolicy): RateLimitError {
    const seconds = Math.max(1, Math.ceil(msLeft / 1000));
    return new RateLimitError(p.locked(new Date(Date.now() + seconds * 1000)), seconds, `${this.name} locked`);
  }

  async begin(key: string): Promise<Attempt> {
    const p = this.policy();
    const lock = await this.#lock.get(key);
    if (lock && lock.consumed > 0 && lock.msBeforeReset > 0) throw this.lockedError(lock.msBeforeReset, p);

    const { consumed: attempt } = await this.#failures.add(key);
    const giveBack = () => this.#failures.giveBack(key);
    if (attempt > p.lockAfter) {
      await this.#lock.set(key, 1, p.lockSeconds);
      await giveBack();
      throw this.lockedError(p.lockSeconds * 1000, p);
    }
    if (attempt > p.freeFailures) {
      // The first attempt in a gate window passes and opens the window the next attempt has to wait out.
      const gate = await this.#gate.consume(key, 1, this.delaySeconds(attempt, p));
      if (!gate.allowed) {
        await giveBack();
        const seconds = Math.max(1, Math.ceil(gate.msBeforeReset / 1000));
        throw new RateLimitError(p.wait(seconds), seconds, `${this.name} waiting`);
      }
    }
    return {
      succeeded: () => (this.resetOnSuccess ? this.clear(key) : giveBack()),
      cancel: giveBack,
    };
  }

  /** Forgets a key's failures and waits (the owner proved who they are another way). */
  async clear(key: string): Promise<void> {
    await Promise.all([this.#failures.reset(key), this.#gate.reset(key), this.#lock.reset(key)]);
  }
}

/** Begins attempts on several guards at once; if one refuses, the others' counts are given back. */
export async function beginAttempts(guards: [AttemptGuard, string][]): Promise<Attempt> {
  const begun: Attempt[] = [];
  try {
    for (const [guard, key] of guards) begun.push(await guard.begin(key));
  } catch (error) {
    await Promise.all(begun.map((a) => a.cancel()));
    throw error;
  }
  return {
    succeeded: async () => void (await Promise.all(begun.map((a) => a.succeeded()))),
    cancel: async () => void (await Promise.all(begun.map((a) => a.cancel()))),
  };
}
