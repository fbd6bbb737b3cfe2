import type { Config } from '../../config.ts';
import type { DocumentStore } from './document-store.ts';
import { LocalDocumentStore } from './local-store.ts';
import { S3DocumentStore } from './s3-store.ts';

/** The document store the configuration names, and how to let go of it at shutdown. */
export function createDocumentStore(settings: Config['documents']): {
  store: DocumentStore;
  close(): void;
} {
  if (settings.kind === 's3') {
    const store = new S3DocumentStore(settings.settings);
    return { store, close: () => store.close() };
  }
  return { store: new LocalDocumentStore(settings.dir), close: () => undefined };
}
