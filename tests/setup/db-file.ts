import { afterAll, beforeAll, inject } from 'vitest';
import { clearCache } from '@/lib/server/cache';
import { setDbHandle } from '@/lib/server/db/client';
import { openTestDb } from './test-db';

let dispose: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const db = await openTestDb(inject('testDb'));
  setDbHandle(db.handle);
  clearCache();
  dispose = db.dispose;
});

afterAll(async () => {
  await dispose?.();
});
