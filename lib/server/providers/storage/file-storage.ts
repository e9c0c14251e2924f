import 'server-only';

/** Where uploaded bytes live; keys are made by the uploads service, never by a client. */
export interface FileStorage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}
