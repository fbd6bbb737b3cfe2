import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The site the benchmarked server serves: the built one when there is one, else a one-page stand-in
 * (the API benchmarks need no pages, and must run without `npm run build`). `env` is what to pass
 * to the server; `remove()` deletes the stand-in, if one was made.
 */
export function benchSite(repoRoot: string): { env: { WEB_DIST_DIR?: string }; remove(): void } {
  if (existsSync(join(repoRoot, 'apps/web/dist', 'index.html'))) {
    return { env: {}, remove: () => undefined };
  }
  const dir = mkdtempSync(join(tmpdir(), 'fairfare-bench-site-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>');
  return {
    env: { WEB_DIST_DIR: dir },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
