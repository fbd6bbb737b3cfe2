import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isDrivePage, withoutRidersManifest } from './driveManifest';

describe("the driver app's own web manifest", () => {
  it("takes the riders' manifest link out of drive.html only", () => {
    const html =
      '<head><link rel="manifest" href="/drive.webmanifest" />\n  <link rel="manifest" href="/manifest.webmanifest"></head>';
    expect(withoutRidersManifest(html)).toBe(
      '<head><link rel="manifest" href="/drive.webmanifest" /></head>',
    );
    expect(isDrivePage('/repo/apps/web/drive.html')).toBe(true);
    expect(isDrivePage('/repo/apps/web/index.html')).toBe(false);
    expect(isDrivePage('/repo/apps/web/ops.html')).toBe(false);
  });

  it('installs at /drive with its own name and icons', () => {
    const manifest = JSON.parse(
      readFileSync(join(import.meta.dirname, '../public/drive.webmanifest'), 'utf8'),
    ) as { start_url: string; scope: string; name: string; icons: Array<{ sizes: string }> };
    expect(manifest.start_url).toBe('/drive');
    expect(manifest.scope).toBe('/drive');
    expect(manifest.name).toBe('FairFare Driver');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    const page = readFileSync(join(import.meta.dirname, '../drive.html'), 'utf8');
    expect(page).toContain('<link rel="manifest" href="/drive.webmanifest" />');
  });
});
