import 'server-only';
import { env } from '../../env';
import { onShutdown } from '../../shutdown';
import type { FileStorage } from './file-storage';
import { localDiskStorage } from './local-disk';
import { s3Storage } from './s3';

const holder = globalThis as unknown as { __vitrinFileStorage?: FileStorage };

/** Object storage when S3_BUCKET is set (several instances share it), else the local disk under UPLOADS_DIR. */
function openStorage(): FileStorage {
  const e = env();
  if (!e.S3_BUCKET) return localDiskStorage(e.UPLOADS_DIR);
  const { storage, close } = s3Storage({
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
  });
  onShutdown('object storage client', close);
  return storage;
}

export function fileStorage(): FileStorage {
  holder.__vitrinFileStorage ??= openStorage();
  return holder.__vitrinFileStorage;
}

/** Tests keep their files in a store of their own. */
export function setFileStorage(storage: FileStorage | undefined): void {
  holder.__vitrinFileStorage = storage;
}
