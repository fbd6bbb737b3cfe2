import type { Config } from '../../config.ts';
import type { DocumentStore } from './document-store.ts';
import { LocalDocumentStore } from './local-store.ts';

/**
 * The document store the configuration names, and how to let go of it at shutdown. The AWS SDK
 * is loaded only when S3 is configured: a service that keeps documents in a folder starts
 * without it.
 */
export async function createDocumentStore(settings: Config['documents']): Promise<{
  store: DocumentStore;
  close(): void;
}> {
  if (settings.kind === 's3') {
    const { S3DocumentStore } = await import('./s3-store.ts');
    const store = new S3DocumentStore(settings.settings);
    return { store, close: () => store.close() };
  }
  return { store: new LocalDocumentStore(settings.dir), close: () => undefined };
}
