import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startFakeS3, type FakeS3 } from '../../../test/helpers/fake-s3.ts';
import type { DocumentStore } from './document-store.ts';
import { LocalDocumentStore } from './local-store.ts';
import { S3DocumentStore } from './s3-store.ts';

interface Made {
  store: DocumentStore;
  s3?: FakeS3;
  dir?: string;
}

const makers: Array<[string, () => Promise<Made>]> = [
  [
    'local folder',
    async () => {
      const dir = await mkdtemp(join(tmpdir(), 'fairfare-docs-'));
      onTestFinished(() => rm(dir, { recursive: true, force: true }));
      return { store: new LocalDocumentStore(dir), dir };
    },
  ],
  [
    'S3 (a local fake S3 endpoint, path style as MinIO)',
    async () => {
      const s3 = await startFakeS3();
      const store = new S3DocumentStore({
        bucket: 'documents',
        region: 'us-east-1',
        endpoint: s3.endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'test-key', secretAccessKey: 'test-secret' },
      });
      onTestFinished(() => store.close());
      return { store, s3 };
    },
  ],
];

const PDF = new TextEncoder().encode('%PDF-1.4\n% a licence\n');

describe.each(makers)('document store: %s', (_name, make) => {
  it('keeps bytes under a key, gives them back, replaces and forgets them', async () => {
    const { store } = await make();
    expect(await store.get('applications/1/licence-abc')).toBeNull();
    await store.put('applications/1/licence-abc', PDF, 'application/pdf');
    expect(Buffer.from((await store.get('applications/1/licence-abc'))!)).toEqual(Buffer.from(PDF));
    const other = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put('applications/1/licence-abc', other, 'image/png');
    expect(Buffer.from((await store.get('applications/1/licence-abc'))!)).toEqual(
      Buffer.from(other),
    );
    await store.delete('applications/1/licence-abc');
    expect(await store.get('applications/1/licence-abc')).toBeNull();
    await store.delete('applications/1/licence-abc'); // twice is fine
  });

  it('keeps large documents whole (5 MB)', async () => {
    const { store } = await make();
    const big = new Uint8Array(5 * 1024 * 1024).map((_, i) => i % 251);
    await store.put('applications/2/insurance-x', big, 'application/pdf');
    const back = await store.get('applications/2/insurance-x');
    expect(back?.length).toBe(big.length);
    expect(Buffer.from(back!).equals(Buffer.from(big))).toBe(true);
  });

  it('refuses keys that could leave its place', async () => {
    const { store } = await make();
    for (const key of ['../etc/passwd', '/abs', 'a//b', 'A/B', 'a/../b', ''])
      await expect(store.put(key, PDF, 'application/pdf'), key).rejects.toThrow(
        /not a document key/,
      );
  });
});

describe('document store specifics', () => {
  it('S3: signed requests, the bucket in the path, the declared type kept', async () => {
    const { store, s3 } = await makers[1]![1]();
    await store.put('applications/3/photo-p', PDF, 'image/png');
    expect(s3!.objects.get('documents/applications/3/photo-p')?.contentType).toBe('image/png');
    expect(s3!.requests.every((r) => r.signed && r.path.startsWith('documents/'))).toBe(true);
  });

  it('local: files only the service can read', async () => {
    const { store, dir } = await makers[0]![1]();
    await store.put('applications/4/photo-q', PDF, 'image/png');
    const mode = (await stat(join(dir!, 'applications', '4', 'photo-q'))).mode & 0o777;
    expect(mode).toBe(0o600);
  });
});
