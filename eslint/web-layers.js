// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Keeps the site's imports flowing entry → app → features → domain → shared (STYLE.md, after
 * bulletproof-react), and places every file of apps/web/src in one of these layers (a file in
 * none is reported, so a new folder is classified when it is made):
 * - the riders' site's entries: main.tsx and entry-server.tsx (`entry`), the first script of a
 *   content page (`light`, which may load `islands`) and the ride's island (`islands`). Nothing
 *   imports an entry; an entry may import the layers below.
 * - app may import features, domain and shared, never an entry nor another app;
 * - a feature imports itself, domain and shared, never another feature or app;
 * - domain (the business code several features share: trips, payments, places, cities, safety,
 *   rating, tips) imports domain and shared; shared (no business: the API client, UI kit, i18n)
 *   imports only shared.
 * The back office (src/ops, decision 038) has the same shape inside itself (ops/app, with its
 * main.tsx → ops/features → ops/shared) and may use the site's shared; nothing of the riders'
 * site imports it, so it never reaches their bundles. The driver app (src/drive, decision 057) is
 * a third app of the same shape. Test support (src/test) is imported by tests only.
 * Only relative imports can cross these folders, so only they are read.
 */
const webSrc = resolve(import.meta.dirname, '../apps/web/src');

/** The riders' site's entries: nothing imports them; light loads the islands. */
const ENTRIES = ['entry', 'light', 'islands'];

/**
 * @param {string} file
 * @returns {string | null} 'entry' | 'light' | 'islands' | 'app' | 'domain' | 'shared' | 'test'
 *   | 'features/<name>', the same (but the entries, domain and test) below 'ops/' or 'drive/';
 *   'none' for a file of src/ in no layer; null outside src/
 */
function layerOf(file) {
  const rel = relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  const own = parts[0] === 'ops' || parts[0] === 'drive' ? parts[0] : null;
  const rest = own ? parts.slice(1) : parts;
  const [top, name] = rest;
  const prefix = own ? `${own}/` : '';
  if (top === 'app' || top === 'shared') return `${prefix}${top}`;
  if (top === 'features' && name) return `${prefix}features/${name}`;
  if (own) {
    // src/ops/main.tsx, src/drive/main.ts (and their styles) are their app's.
    return rest.length === 1 && /^(main(\.test)?(\.tsx?)?|[\w-]+\.css)$/.test(top ?? '')
      ? `${own}/app`
      : 'none';
  }
  if (top === 'domain' || top === 'light' || top === 'islands' || top === 'test') return top;
  if (rest.length === 1 && /^(main(\.test)?|entry-server)(\.tsx?)?$/.test(top ?? ''))
    return 'entry';
  return 'none';
}

/** @param {string} layer @returns {string} 'ops/', 'drive/' or '' (the riders' site) */
function appOf(layer) {
  return /^(ops|drive)\//.exec(layer)?.[0] ?? '';
}

/** @param {string} from @param {string} to @param {boolean} fromTest */
function allowed(from, to, fromTest) {
  if (to === 'test') return fromTest || from === 'test';
  if (from === 'test') return true;
  if (from === to || to === 'shared') return true;
  if (from === 'light' && to === 'islands') return true;
  if (ENTRIES.includes(to)) return false;
  const app = appOf(from);
  if (appOf(to) !== app) return false;
  if (!app) {
    if (from === 'app' || ENTRIES.includes(from)) return true;
    return to === 'domain' && from !== 'shared';
  }
  if (from === `${app}app`) return true;
  return to === `${app}shared`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webLayersRule = {
  meta: {
    type: 'problem',
    docs: {
      description: 'web code flows entry → app → features → domain → shared; features stay apart',
    },
    messages: {
      backwards:
        '{{from}} must not import from {{to}} (entry → app → features → domain → shared; features stay apart).',
      unplaced:
        'This file is in no layer of apps/web/src: put it in app, features, domain, shared (or an entry), or classify its folder in eslint/web-layers.js.',
    },
    schema: [],
  },
  create(context) {
    const layer = layerOf(context.filename);
    if (!layer) return {};
    if (layer === 'none') {
      return { Program: (node) => context.report({ node, messageId: 'unplaced' }) };
    }
    const from = layer;
    // a test, or test support of its own (features/booking/test/…)
    const fromTest =
      /\.test\.tsx?$/.test(context.filename) || context.filename.split(sep).includes('test');
    /** @param {any} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (to && to !== 'none' && !allowed(from, to, fromTest))
        context.report({ node, messageId: 'backwards', data: { from, to } });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
