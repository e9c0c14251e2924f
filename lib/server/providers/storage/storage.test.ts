import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localS3Storage, startLocalS3, type LocalS3 } from '@/tests/s3';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk';

let s3: LocalS3;
let closeClient: () => void;
const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrin-storage-'));
const stores: Record<string, FileStorage> = {};

beforeAll(async () => {
  s3 = await startLocalS3();
  const opened = localS3Storage(s3);
  closeClient = opened.close;
  stores.disk = localDiskStorage(dir);
  stores.s3 = opened.storage;
});

afterAll(async () => {
  closeClient();
  await s3.close();
  rmSync(dir, { recursive: true, force: true });
});

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe.each(['disk', 's3'])('%s storage', (name) => {
  const store = () => stores[name]!;
  const pdf = new TextEncoder().encode(`%PDF-1.7 ${name} ${'x'.repeat(200_000)}`);

  it('keeps what it is given and streams it back with its size', async () => {
    await store().put('2026/11/first-file', pdf, 'application/pdf');
    expect(await store().get('2026/11/first-file')).toEqual(pdf);
    const opened = await store().open('2026/11/first-file');
    expect(opened?.size).toBe(pdf.length);
    expect(await readAll(opened!.body)).toEqual(pdf);
  });

  it('answers null for a key with nothing stored, and deleting twice is fine', async () => {
    await store().put('2026/11/to-delete', pdf);
    await store().delete('2026/11/to-delete');
    await store().delete('2026/11/to-delete');
    expect(await store().get('2026/11/to-delete')).toBeNull();
    expect(await store().open('2026/11/never-there')).toBeNull();
  });

  it('deletes a folder and everything under it, and nothing beside it', async () => {
    await store().put('pics/a1/original', pdf);
    await store().put('pics/a1/w320-q75', pdf);
    await store().put('pics/a10/original', pdf);
    await store().deleteFolder('pics/a1');
    await store().deleteFolder('pics/a1');
    expect(await store().get('pics/a1/original')).toBeNull();
    expect(await store().get('pics/a1/w320-q75')).toBeNull();
    expect(await store().get('pics/a10/original')).toEqual(pdf);
  });

  it('refuses keys that could leave its folder or bucket', async () => {
    await expect(store().put('../outside', pdf)).rejects.toThrow(/bad storage key/);
    await expect(store().get('2026/../../etc/passwd')).rejects.toThrow(/bad storage key/);
  });

  it('says it is reachable', async () => {
    await expect(store().check()).resolves.toBeUndefined();
  });
});

describe('s3 storage that cannot be reached', () => {
  it('fails its check, so the readiness probe reports it', async () => {
    const { storage, close } = localS3Storage(s3, 'no-such-bucket');
    await expect(storage.check()).rejects.toThrow();
    close();
  });
});
