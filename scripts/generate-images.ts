import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { announcements } from '../apps/server/src/db/seed/content-announcements.ts';
import { articles } from '../apps/server/src/db/seed/content-articles.ts';
import { blogPosts } from '../apps/server/src/db/seed/content-blog.ts';
import type { Motif, PostSeed } from '../apps/server/src/db/seed/content-types.ts';
import { avatarPath, driverSeeds } from '../apps/server/src/db/seed/drivers.ts';

/**
 * Draws the demo images that the seed refers to, deterministically and without any image from
 * the internet: one avatar per seeded driver (initials on a coloured disc) and one illustration
 * per content post (a motif on a gradient). Run `npm exec -- node scripts/generate-images.ts`
 * after changing the seed's drivers or posts, and commit the output under apps/web/public/images.
 */
const publicDir = join(import.meta.dirname, '../apps/web/public');
const MAX_CONTENT_BYTES = 3 * 1024;

/** [dark, light] pairs; the dark colour keeps white text above 4.5:1 contrast. */
const palette = [
  ['#0f766e', '#2dd4bf'],
  ['#1d4ed8', '#60a5fa'],
  ['#6d28d9', '#a78bfa'],
  ['#b45309', '#fbbf24'],
  ['#be123c', '#fb7185'],
  ['#15803d', '#86efac'],
  ['#0369a1', '#7dd3fc'],
  ['#4338ca', '#a5b4fc'],
  ['#a21caf', '#f0abfc'],
  ['#c2410c', '#fdba74'],
] as const;

function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function initials(name: string): string {
  const words = name.normalize('NFC').split(/\s+/).filter(Boolean);
  const first = Array.from(words[0] ?? '?')[0] ?? '?';
  const last = words.length > 1 ? (Array.from(words.at(-1)!)[0] ?? '') : '';
  return (first + last).toUpperCase();
}

export function avatarSvg(name: string): string {
  const [dark, light] = palette[hash(name) % palette.length]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${xml(name)}">`,
    `<circle cx="64" cy="64" r="64" fill="${dark}"/>`,
    `<path d="M128 64A64 64 0 0 1 24 114L114 24a64 64 0 0 1 14 40z" fill="${light}" opacity=".25"/>`,
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,'Segoe UI',Roboto,Arial,sans-serif" font-size="48" font-weight="600" fill="#fff">${xml(initials(name))}</text>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Each motif is drawn in a 160 × 160 box with the post's dark colour (`C`). */
const motifs: Record<Motif, string> = {
  offer:
    '<path d="M20 22h84a12 12 0 0 1 12 12v38a12 12 0 0 1-12 12H56l-20 18V84H20A12 12 0 0 1 8 72V34a12 12 0 0 1 12-12z"/><path d="M124 74h16a10 10 0 0 1 10 10v30a10 10 0 0 1-10 10h-4v16l-18-16H86a10 10 0 0 1-10-10v-8"/><text x="62" y="67" font-size="40" font-weight="700" text-anchor="middle" fill="C" stroke="none" font-family="Arial,sans-serif">$</text>',
  shield:
    '<path d="M80 12l56 20v42c0 38-25 62-56 74-31-12-56-36-56-74V32z"/><path d="M54 80l18 18 34-36"/>',
  driver:
    '<circle cx="80" cy="80" r="62"/><circle cx="80" cy="80" r="14"/><path d="M18 76h48M94 76h48M80 94v48"/>',
  plane:
    '<path d="M80 12c8 0 12 10 12 22v32l54 30v16l-54-16v30l18 14v12l-30-8-30 8v-12l18-14V96l-54 16V96l54-30V34c0-12 4-22 12-22z" fill="C" stroke="none"/>',
  campus:
    '<path d="M80 26l72 32-72 32L8 58z" fill="C" stroke="none"/><path d="M38 74v36c0 12 19 22 42 22s42-10 42-22V74M152 58v46"/>',
  heart:
    '<path d="M80 140S14 100 14 56c0-22 16-38 36-38 14 0 25 8 30 19 5-11 16-19 30-19 20 0 36 16 36 38 0 44-66 84-66 84z" fill="L"/>',
  snow: '<path d="M80 10v140M19 45l122 70M19 115l122-70M64 22l16 16 16-16M64 138l16-16 16 16M21 70l22-6-6-22M139 90l-22 6 6 22M21 90l22 6-6 22M139 70l-22-6 6-22"/>',
  receipt:
    '<path d="M32 12h96v136l-16-10-16 10-16-10-16 10-16-10-16 10z"/><path d="M52 46h56M52 70h56M52 94h32"/>',
  calendar:
    '<rect x="16" y="28" width="128" height="116" rx="12"/><path d="M16 60h128M50 12v30M110 12v30M60 102l14 14 28-28"/>',
  people:
    '<circle cx="58" cy="50" r="22"/><circle cx="114" cy="60" r="16"/><path d="M16 140c0-28 19-48 42-48s42 20 42 48M100 140c1-22 6-40 14-40 16 0 30 16 30 40"/>',
  wallet:
    '<rect x="12" y="40" width="136" height="100" rx="14"/><path d="M28 40l82-26 10 26M148 72h-34a18 18 0 0 0 0 36h34z"/><circle cx="116" cy="90" r="5" fill="C" stroke="none"/>',
  clock: '<circle cx="80" cy="88" r="60"/><path d="M80 52v36l24 16M62 10h36M80 10v18"/>',
  access:
    '<circle cx="80" cy="80" r="68"/><circle cx="80" cy="40" r="10" fill="C" stroke="none"/><path d="M38 62l42 8 42-8M80 70v30l-20 36M80 100l20 36"/>',
  city: '<path d="M8 146V86h28V54h26v32h14V26h32v60h14V64h30v82z" fill="C" stroke="none"/><path d="M2 148h156"/>',
  tag: '<path d="M86 12h56a6 6 0 0 1 6 6v58L76 148a8 8 0 0 1-12 0L12 96a8 8 0 0 1 0-12z"/><circle cx="120" cy="40" r="10"/><text x="78" y="104" font-size="44" font-weight="700" text-anchor="middle" fill="C" stroke="none" font-family="Arial,sans-serif">%</text>',
  leaf: '<path d="M26 136C18 72 60 22 144 16c4 84-46 126-118 120z" fill="L"/><path d="M26 136C60 100 88 76 120 44"/>',
  tower:
    '<path d="M80 4v36"/><path d="M71 40h18l9 108H62z" fill="C" stroke="none"/><ellipse cx="80" cy="70" rx="26" ry="10" fill="C" stroke="none"/><path d="M10 148v-40h26v40M124 148v-56h26v56M2 148h156"/>',
  megaphone:
    '<path d="M16 64v30a8 8 0 0 0 8 8h18l76 36V20L42 56H24a8 8 0 0 0-8 8zM48 102l10 40h20l-8-38M134 52q16 28 0 56"/>',
};

/** Motif colours: a palette entry per motif, so that related posts look alike. */
const motifColour: Record<Motif, number> = {
  offer: 0,
  shield: 7,
  driver: 1,
  plane: 6,
  campus: 2,
  heart: 4,
  snow: 6,
  receipt: 3,
  calendar: 9,
  people: 8,
  wallet: 0,
  clock: 3,
  access: 1,
  city: 7,
  tag: 4,
  leaf: 5,
  tower: 2,
  megaphone: 9,
};

export function contentSvg(post: PostSeed): string {
  const [dark, light] = palette[motifColour[post.motif]]!;
  const drawing = motifs[post.motif].replaceAll('"C"', `"${dark}"`).replaceAll('"L"', `"${light}"`);
  const h = hash(post.slug);
  const bubbleX = 420 + (h % 140);
  const bubbleY = 40 + ((h >>> 8) % 60);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="340" viewBox="0 0 600 340" role="img" aria-label="${xml(post.text.en.title)}">`,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="600" height="340" fill="url(#g)"/>`,
    `<circle cx="${bubbleX}" cy="${bubbleY}" r="110" fill="#fff" opacity=".1"/>`,
    `<circle cx="${60 + ((h >>> 16) % 80)}" cy="300" r="90" fill="#fff" opacity=".08"/>`,
    `<path d="M0 292q300-44 600 0v48H0z" fill="#0b1320" opacity=".3"/>`,
    `<path d="M24 310q276-36 552 0" fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="18 14" opacity=".55"/>`,
    `<circle cx="300" cy="150" r="100" fill="#fff"/>`,
    `<g transform="translate(220 70)" fill="none" stroke="${dark}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">${drawing}</g>`,
    `</svg>`,
    '',
  ].join('\n');
}

/** Writes the files, removes stale .svg files of the same folder, and returns how many it wrote. */
function writeAll(folder: string, files: Map<string, string>, maxBytes?: number): number {
  const dir = join(publicDir, folder);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.endsWith('.svg') && !files.has(name)) rmSync(join(dir, name));
  }
  for (const [name, svg] of files) {
    const bytes = Buffer.byteLength(svg);
    if (maxBytes !== undefined && bytes > maxBytes) {
      throw new Error(`${folder}/${name} is ${bytes} bytes, over the ${maxBytes}-byte budget`);
    }
    writeFileSync(join(dir, name), svg);
  }
  return files.size;
}

const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

const avatars = new Map(
  driverSeeds.map((d, i) => [fileName(avatarPath(i + 1)), avatarSvg(d.name)] as const),
);
const posts = [...blogPosts, ...articles, ...announcements];
const illustrations = new Map(posts.map((p) => [`${p.slug}.svg`, contentSvg(p)] as const));

const a = writeAll('images/avatars', avatars);
const c = writeAll('images/content', illustrations, MAX_CONTENT_BYTES);
console.log(`Wrote ${a} avatars and ${c} content illustrations under apps/web/public/images.`);
