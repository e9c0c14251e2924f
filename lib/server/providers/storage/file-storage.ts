import 'server-only';

/** A stored file read as a stream, so a download never holds the whole file in memory. */
export type StoredFile = { body: ReadableStream<Uint8Array>; size: number };

/** Where uploaded bytes live; keys are made by the uploads service, never by a client. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Null when nothing is stored under the key. */
  open(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file under `folder/` (a picture's original and the sizes made from it); fine when there is none. */
  deleteFolder(folder: string): Promise<void>;
  /** Throws when the store cannot be reached (the readiness probe, /api/ready). */
  check(): Promise<void>;
}

const KEY = /^[a-z0-9]+(?:\/[a-z0-9-]+)*$/;

/** Lower-case letters, digits, '-' and '/': a key can never climb out of its folder or bucket. */
export function assertStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad storage key ${key}`);
  return key;
}
