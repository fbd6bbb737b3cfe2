import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/**
 * Draws the installed app's icons (the web app manifest's, decision 019) from the site's favicon,
 * with Debian's Chromium (the browser tests' one; no image library, nothing downloaded):
 * - icon-192.png, icon-512.png: the favicon's rounded badge on a transparent background;
 * - icon-maskable-512.png: the badge's gradient to the edges and its mark scaled into the middle
 *   80 % circle, so that a phone's round or squircle mask never cuts it;
 * - apple-touch-icon.png (180): the maskable drawing, as iOS fills transparency with black.
 * Run `npm exec -- node scripts/generate-app-icons.ts` after changing favicon.svg, and commit the
 * output under apps/web/public/icons.
 */
const publicDir = join(import.meta.dirname, '../apps/web/public');
const outDir = join(publicDir, 'icons');

const favicon = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon's drawing (everything inside <svg>), its badge and its mark apart. */
const inner = favicon.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
const badge = /<rect [^>]*\/>/.exec(inner)?.[0];
if (!badge) throw new Error('favicon.svg has no badge <rect>');
const defs = /<defs>[\s\S]*?<\/defs>/.exec(inner)?.[0] ?? '';
const mark = inner.replace(defs, '').replace(badge, '');

/**
 * The mark spans about (13, 13)–(78, 78) of the 84-unit badge and reaches 39 units from its
 * centre (45.5, 45.5); scaled by 0.8 about the badge's centre it stays within the safe circle
 * (radius 40 % of 84 = 33.6).
 */
const maskable = [
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 84 84">',
  defs,
  '<rect width="84" height="84" fill="url(#badge)"/>',
  `<g transform="translate(42 42) scale(0.8) translate(-45.5 -45.5)">${mark}</g>`,
  '</svg>',
].join('');

const any = favicon.replace(
  /<svg[^>]*>/,
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 84 84">',
);

const icons = [
  { file: 'icon-192.png', size: 192, svg: any },
  { file: 'icon-512.png', size: 512, svg: any },
  { file: 'icon-maskable-512.png', size: 512, svg: maskable },
  { file: 'apple-touch-icon.png', size: 180, svg: maskable },
];

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator('svg').screenshot({ path: join(outDir, file), omitBackground: true });
    console.log(`wrote ${join('apps/web/public/icons', file)} (${size} × ${size})`);
  }
} finally {
  await browser.close();
}
