import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'x', DATA_DIR: '/srv/startwise' };

describe('where uploads are stored (S3_* and UPLOAD_ORPHAN_GRACE_MINUTES)', () => {
  it('keeps them in DATA_DIR/uploads unless S3_BUCKET is set, with a grace period of an hour', () => {
    expect(loadConfig(base).storage).toEqual({
      kind: 'local',
      dir: '/srv/startwise/uploads',
      orphanGraceMs: 3_600_000,
    });
  });

  it('uses the bucket with us-east-1, the SDK’s credentials and virtual-host addressing unless told otherwise', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'uploads', UPLOAD_ORPHAN_GRACE_MINUTES: '5' }).storage).toEqual({
      kind: 's3',
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      orphanGraceMs: 300_000,
    });
    const minio = loadConfig({
      ...base,
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'ap-south-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).storage;
    expect(minio).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'ap-south-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('refuses half a key pair and a grace period that is not a positive number', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'uploads', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, UPLOAD_ORPHAN_GRACE_MINUTES: '0' })).toThrow(/UPLOAD_ORPHAN_GRACE_MINUTES/);
    expect(() => loadConfig({ ...base, UPLOAD_ORPHAN_GRACE_MINUTES: 'soon' })).toThrow(/UPLOAD_ORPHAN_GRACE_MINUTES/);
  });
});
