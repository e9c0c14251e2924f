import 'server-only';
import { createReadStream } from 'node:fs';
import { access, constants, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { assertStorageKey, type FileStorage } from './file-storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files on the local disk under `root` (one machine; several instances need object storage, s3.ts). */
export function localDiskStorage(root: string): FileStorage {
  const fileOf = (key: string) => path.join(path.resolve(root), assertStorageKey(key));
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx', mode: 0o600 });
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const file = fileOf(key);
      try {
        const { size } = await stat(file);
        return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async deleteFolder(folder) {
      await rm(fileOf(folder), { recursive: true, force: true });
    },
    async check() {
      await mkdir(path.resolve(root), { recursive: true });
      await access(path.resolve(root), constants.W_OK);
    },
  };
}
