// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
/**
 * Keeps the site's imports flowing app → features → domain → shared (STYLE.md, after
 * bulletproof-react): shared (no business: the API client, UI kit, i18n) imports only shared;
 * domain (the business code several features share: trips, payments, places, cities, safety,
 * rating, tips) imports domain and shared; a feature imports itself, domain and shared, never
 * another feature or app; app may import anything but the back office. The back office (src/ops,
 * decision 038) has the same shape inside itself (ops/app → ops/features → ops/shared) and may use
 * the site's shared; nothing of the riders' site imports it, so it never reaches their bundles.
 * The driver app (src/drive, decision 057) is a third app of the same shape: drive/app →
 * drive/features → drive/shared, plus the site's shared; no other app imports it, nor it them.
 * Only relative imports can cross these folders, so only they are read.
 */
const webSrc = resolve(import.meta.dirname, '../apps/web/src');

/**
 * @param {string} file
 * @returns {string | null} 'app' | 'domain' | 'shared' | 'features/<name>', the same (but domain)
 *   below 'ops/' or 'drive/', or null
 */
function layerOf(file) {
  const rel = relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(sep);
  const own = parts[0] === 'ops' || parts[0] === 'drive' ? parts[0] : null;
  const [top, name] = own ? parts.slice(1) : parts;
  const prefix = own ? `${own}/` : '';
  if (top === 'app' || top === 'shared' || (!own && top === 'domain')) return `${prefix}${top}`;
  if (top === 'features' && name) return `${prefix}features/${name}`;
  // src/ops/main.tsx, src/drive/main.tsx (and their styles) are their app's.
  if (own) return `${own}/app`;
  return null;
}

/** @param {string} layer @returns {string} 'ops/', 'drive/' or '' (the riders' site) */
function appOf(layer) {
  return /^(ops|drive)\//.exec(layer)?.[0] ?? '';
}

/** @param {string} from @param {string} to */
function allowed(from, to) {
  if (from === to || to === 'shared') return true;
  const app = appOf(from);
  if (appOf(to) !== app) return false;
  if (!app) {
    if (from === 'app') return true;
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
      description: 'web code flows app → features → domain → shared; features stay apart',
    },
    messages: {
      backwards:
        '{{from}} must not import from {{to}} (app → features → domain → shared; features stay apart).',
    },
    schema: [],
  },
  create(context) {
    const layer = layerOf(context.filename);
    if (!layer) return {};
    const from = layer;
    /** @param {any} node */
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(resolve(dirname(context.filename), source));
      if (to && !allowed(from, to))
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
