import 'server-only';
import { logger } from '../log/logger';

type Queue = (() => unknown)[];
type Transactional = { transaction: (fn: (tx: never) => Promise<unknown>, config?: never) => Promise<unknown> };

// Transaction handle → the callbacks its outermost transaction runs once it has committed.
const queues = new WeakMap<object, Queue>();

async function runAll(queue: Queue) {
  for (const fn of queue.splice(0)) {
    try {
      await fn();
    } catch (err) {
      // The transaction has committed and its caller must hear so: a failed follow-up is only logged.
      logger().warn({ err }, 'an after-commit callback failed');
    }
  }
}

/**
 * Wraps `transaction` on a database (and, inside it, on each transaction for savepoints), so afterCommit learns when
 * the outermost transaction commits. Applied once to every handle the app opens (client.ts).
 */
export function trackCommits<T extends object>(target: T, outer?: Queue): T {
  const db = target as unknown as Transactional;
  const original = db.transaction.bind(db);
  db.transaction = (async (fn: (tx: never) => Promise<unknown>, config?: never) => {
    const queue = outer ?? [];
    const mark = queue.length;
    try {
      const result = await original(async (tx) => {
        queues.set(tx as object, queue);
        trackCommits(tx as object, queue);
        return fn(tx);
      }, config);
      if (!outer) await runAll(queue);
      return result;
    } catch (error) {
      // Rolled back (the whole transaction, or only this savepoint): what it asked for never happened.
      queue.length = mark;
      throw error;
    }
  }) as Transactional['transaction'];
  return target;
}

/**
 * Runs `fn` once the transaction `tx` belongs to has committed, never if it rolls back; with a handle that is not in
 * a transaction, at once. For what must not run before other connections can see the change (cache invalidation: a
 * read between the invalidation and the commit would cache the old rows again).
 */
export function afterCommit(tx: object, fn: () => unknown): void {
  const queue = queues.get(tx);
  if (queue) queue.push(fn);
  else void runAll([fn]);
}
