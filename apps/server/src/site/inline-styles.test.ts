import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { builtStyles, styleHash } from './inline-styles.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ff-styles-'));
  dirs.push(dir);
  mkdirSync(join(dir, 'assets'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}

describe("the build's stylesheets for a page to carry", () => {
  it('reads a stylesheet of the build by its address', () => {
    const styles = builtStyles(dist({ 'assets/index-a.css': 'body{margin:0}' }));
    expect(styles('/assets/index-a.css')).toBe('body{margin:0}');
  });

  it('leaves linked what is missing, outside /assets, not CSS, or could end its element', () => {
    const styles = builtStyles(
      dist({
        'assets/bad.css': 'a::after{content:"</style><script>"}',
        'assets/x.js': 'body{}',
        'top.css': 'body{}',
      }),
    );
    expect(styles('/assets/missing.css')).toBeUndefined();
    expect(styles('/assets/bad.css')).toBeUndefined();
    expect(styles('/assets/x.js')).toBeUndefined();
    expect(styles('/top.css')).toBeUndefined();
    expect(styles('/assets/../top.css')).toBeUndefined();
  });

  it('hashes a text as the CSP does: sha256 of its UTF-8, in base64', () => {
    const css = '.é{}';
    const digest = createHash('sha256').update(Buffer.from(css, 'utf8')).digest('base64');
    expect(styleHash(css)).toBe(`'sha256-${digest}'`);
  });
});
