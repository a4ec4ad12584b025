import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of the run's S3-compatible server (s3rver), for tests of the object storage. */
    s3Endpoint: string;
  }
}

/** s3rver checks signatures against these fixed credentials. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/** A real S3-compatible HTTP server on a free loopback port, over a temporary folder, for the whole run. */
export async function startS3Server(): Promise<{ endpoint: string; close(): Promise<void> }> {
  const directory = mkdtempSync(join(tmpdir(), 'startwise-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Global setup of the api project: one S3 server per run; each test makes its own bucket (`newBucketEnv`). */
export default async function setup(project: TestProject) {
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  return () => s3.close();
}

let buckets = 0;

/** A new, empty bucket on the S3 server at `endpoint`, and the environment that points the server at it. */
export async function newBucketEnv(endpoint: string): Promise<Record<string, string>> {
  buckets += 1;
  const bucket = `startwise-${process.pid}-${buckets}-${Math.random().toString(36).slice(2, 8)}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return {
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  };
}
