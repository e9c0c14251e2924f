import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { s3Storage } from '@/lib/server/providers/storage/s3';

export type LocalS3 = { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string; close: () => Promise<void> };

/**
 * A local S3-protocol server (s3rver, pure JavaScript) on a free port with one empty bucket, its objects in a
 * temporary directory: the S3 adapter is tested against the protocol, not a mock of the SDK.
 */
export async function startLocalS3(bucket = 'vitrin-test'): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'vitrin-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed credentials.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The app's S3 adapter on that server, as S3_* would configure it. */
export function localS3Storage(s3: LocalS3, bucket = s3.bucket) {
  return s3Storage({
    bucket,
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}
