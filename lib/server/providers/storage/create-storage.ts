import 'server-only';
import { env } from '../../env';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk';

let current: FileStorage | undefined;

export function fileStorage(): FileStorage {
  current ??= localDiskStorage(env().UPLOADS_DIR);
  return current;
}

/** Tests keep their files in a directory of their own. */
export function setFileStorage(storage: FileStorage | undefined): void {
  current = storage;
}
