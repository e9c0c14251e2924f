import 'server-only';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertStorageKey, type FileStorage } from './file-storage';

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

const notFound = (error: unknown) =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Files in an S3-compatible bucket (AWS, MinIO, Ceph, a cloud provider's object storage), so every app instance
 * reads what any of them stored. The bucket stays private: files go out only through the app's own routes, which
 * decide who may read them.
 */
export function s3Storage(settings: S3Settings): { storage: FileStorage; close: () => void } {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 requires them: many S3-compatible stores reject the SDK's newer default ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const read = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  };
  const storage: FileStorage = {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const object = await read(key);
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async open(key) {
      const object = await read(key);
      if (!object?.Body) return null;
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: object.ContentLength ?? 0 };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }));
    },
    async deleteFolder(folder) {
      const Prefix = `${assertStorageKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
        // One request per key: DeleteObjects needs a Content-MD5 some S3-compatible stores reject (see checksums above).
        for (const { Key } of page.Contents ?? []) if (Key) await client.send(new DeleteObjectCommand({ Bucket, Key }));
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
  return { storage, close: () => client.destroy() };
}
