import { describe, expect, it } from 'vitest';
import { createDocumentStore } from './create-store.ts';
import { LocalDocumentStore } from './local-store.ts';
import { S3DocumentStore } from './s3-store.ts';
import { loadConfig } from '../../config.ts';

describe('the configured document store', () => {
  it('is a folder by default, beside a SQLite database', async () => {
    const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: '/srv/ff/fairfare.db' });
    expect(config.documents).toEqual({ kind: 'local', dir: '/srv/ff/documents' });
    expect((await createDocumentStore(config.documents)).store).toBeInstanceOf(LocalDocumentStore);
  });

  it('is S3 with a bucket: the endpoint, region and keys, path style with an endpoint', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DOCUMENTS_S3_BUCKET: 'ff-documents',
      DOCUMENTS_S3_ENDPOINT: 'http://minio.internal:9000',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'key',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.documents).toEqual({
      kind: 's3',
      settings: {
        bucket: 'ff-documents',
        region: 'us-east-1',
        endpoint: 'http://minio.internal:9000',
        forcePathStyle: true,
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      },
    });
    const made = await createDocumentStore(config.documents);
    expect(made.store).toBeInstanceOf(S3DocumentStore);
    made.close();
  });
});
