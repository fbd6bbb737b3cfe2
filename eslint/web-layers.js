// @ts-check
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Keeps the site's imports flowing app → features → domain → shared (STYLE.md, after
 * bulletproof-react): shared (no business: the API client, UI kit, i18n) imports only shared;
 * domain (the business code several features share: trips, payments, places, cities, safety,
 * rating) imports domain and shared; a feature imports itself, domain and shared, never another
 * feature or app; app may import anything. Only relative imports can cross these folders, so only
 * they are read.
 */
const webSrc = resolve(import.meta.dirname, '../apps/web/src');

/** @param {string} file @returns {string | null} 'app' | 'domain' | 'shared' | 'features/<name>' | null */
function layerOf(file) {
  const rel = relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(sep);
  if (top === 'app' || top === 'domain' || top === 'shared') return top;
  if (top === 'features' && name) return `features/${name}`;
  return null;
}

/** @param {string} from @param {string} to */
function allowed(from, to) {
  if (from === 'app' || from === to) return true;
  if (to === 'shared') return true;
  return to === 'domain' && from !== 'shared';
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
