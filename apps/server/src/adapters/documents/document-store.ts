/**
 * Where applicants' documents are kept (decision 058): private bytes under a key the service
 * chooses. Nothing here is ever served as it is: the service reads a document back only for
 * staff who may see its application. Implementations: a local folder (local-store.ts, the
 * default) and S3-compatible object storage (s3-store.ts). Both pass document-store.contract.test.ts.
 */
export interface DocumentStore {
  /** Keeps the bytes under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes kept under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Forgets `key`; nothing happens when there is nothing under it. */
  delete(key: string): Promise<void>;
}

/** Keys are the service's own (`applications/12/licence-<random>`): no `..`, no leading slash. */
const KEY = /^[a-z0-9]+(?:[/-][a-z0-9]+)*$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a document key: ${JSON.stringify(key)}`);
  return key;
}
