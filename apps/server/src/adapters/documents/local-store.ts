import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { checkKey, type DocumentStore } from './document-store.ts';

/**
 * Documents as files below one folder (DOCUMENTS_DIR, under the data folder by default), readable
 * by the service's user only (0600 files, 0700 folders). A file is written beside its name and
 * renamed into place, so a reader never sees half a document.
 */
export class LocalDocumentStore implements DocumentStore {
  private readonly root: string;

  constructor(root: string) {
    this.root = root;
  }

  private pathOf(key: string): string {
    return join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const partial = `${path}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, path);
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
