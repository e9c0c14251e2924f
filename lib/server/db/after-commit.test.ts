import { describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { logger } from '../log/logger';
import { afterCommit } from './after-commit';
import { getDb } from './client';

describe('afterCommit', () => {
  it('runs once the outermost transaction has committed, in order, and never for one that rolled back', async () => {
    const seen: string[] = [];
    await getDb().transaction(async (tx) => {
      afterCommit(tx, () => seen.push('first'));
      await tx.transaction(async (inner) => {
        await inner.execute(sql`select 1`);
        afterCommit(inner, () => seen.push('savepoint'));
      });
      afterCommit(tx, () => seen.push('last'));
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['first', 'savepoint', 'last']);

    await expect(
      getDb().transaction(async (tx) => {
        afterCommit(tx, () => seen.push('rolled back'));
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(seen).toHaveLength(3);
  });

  it('drops what a savepoint asked for when only the savepoint rolls back', async () => {
    const seen: string[] = [];
    await getDb().transaction(async (tx) => {
      afterCommit(tx, () => seen.push('kept'));
      await tx
        .transaction(async (inner) => {
          afterCommit(inner, () => seen.push('undone'));
          throw new Error('savepoint');
        })
        .catch(() => undefined);
    });
    expect(seen).toEqual(['kept']);
  });

  it('runs at once outside a transaction, and a failing callback does not fail the committed work', async () => {
    const warn = vi.spyOn(logger(), 'warn').mockImplementation(() => {});
    const seen: string[] = [];
    afterCommit(getDb(), () => seen.push('now'));
    expect(seen).toEqual(['now']);
    const result = await getDb().transaction(async (tx) => {
      afterCommit(tx, () => {
        throw new Error('purge failed');
      });
      afterCommit(tx, () => seen.push('still runs'));
      return 42;
    });
    expect(result).toBe(42);
    expect(seen).toEqual(['now', 'still runs']);
    expect(warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'an after-commit callback failed');
    warn.mockRestore();
  });
});
