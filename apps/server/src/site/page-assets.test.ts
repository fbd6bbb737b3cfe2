import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from './page-assets.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-a.js',
    isEntry: true,
    css: ['assets/index-a.css'],
    imports: ['_react.js'],
  },
  '_react.js': { file: 'assets/react-b.js' },
  '_useQuery.js': { file: 'assets/useQuery-c.js', imports: ['_react.js'] },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-d.js',
    src: 'src/features/home/HomePage.tsx',
    css: ['assets/HomePage-d.css'],
    imports: ['_useQuery.js', '_cards.js'],
  },
  '_cards.js': { file: 'assets/cards-e.js', css: ['assets/cards-e.css'] },
  // another app (the driver app) sharing the page's chunks
  'drive.html': {
    file: 'assets/drive/drive-f.js',
    isEntry: true,
    imports: ['_useQuery.js', '_cards.js'],
  },
};

describe("a rendered page's styles and scripts", () => {
  it("are its module's and its imports', less what index.html loads", () => {
    expect(pageAssets(manifest, ['src/features/home/HomePage.tsx'])).toEqual({
      styles: ['/assets/HomePage-d.css', '/assets/cards-e.css'],
      scripts: ['/assets/HomePage-d.js', '/assets/useQuery-c.js', '/assets/cards-e.js'],
    });
  });

  it("leave out only what the site's entry loads, not what another app's entry shares", () => {
    // the driver app's entry imports the same chunks; a rider's page does not load that entry
    expect(pageAssets(manifest, ['src/features/home/HomePage.tsx']).scripts).toContain(
      '/assets/cards-e.js',
    );
  });

  it('are none for a module the manifest does not know, or none at all', () => {
    expect(pageAssets(manifest, ['src/features/gone/GonePage.tsx'])).toEqual({
      styles: [],
      scripts: [],
    });
    expect(pageAssets({}, ['src/features/home/HomePage.tsx'])).toEqual({ styles: [], scripts: [] });
  });
});
