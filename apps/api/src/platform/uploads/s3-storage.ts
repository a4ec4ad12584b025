import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import type { StorageConfig } from '../config.js';
import { assertStorageKey, type ObjectStorage, StoredObjectMissing } from './object-storage.js';

type S3Config = Extract<StorageConfig, { kind: 's3' }>;

/** Uploads as objects in one S3-compatible bucket (AWS, MinIO, R2…), shared by every instance of the server. */
export function createS3Storage(config: S3Config): ObjectStorage & { close(): void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint && { endpoint: config.endpoint }),
    ...(config.credentials && { credentials: config.credentials }),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's default aws-chunked bodies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body: Readable, size) {
      await client.send(new PutObjectCommand({ Bucket, Key: assertStorageKey(key), Body: body, ContentLength: size }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: assertStorageKey(key) }));
        return { size: object.ContentLength ?? 0, stream: object.Body as Readable };
      } catch (error) {
        if (error instanceof NoSuchKey) throw new StoredObjectMissing(key);
        throw error;
      }
    },
    async delete(keys) {
      // One request per key: DeleteObjects needs a checksum some S3-compatible stores cannot check.
      await Promise.all(
        keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: assertStorageKey(key) }))),
      );
    },
    async *list() {
      for await (const page of paginateListObjectsV2({ client }, { Bucket })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
      }
    },
    close: () => client.destroy(),
  };
}
