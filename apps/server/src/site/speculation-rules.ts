import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_BASE } from '@fairfare/contracts/api';
import { LANGUAGE_ROUTE } from '@fairfare/contracts/site-render';

/** Where the rules are served; every page names it in its `Speculation-Rules` header. */
export const SPECULATION_RULES_PATH = '/speculation-rules.json';

/**
 * Links the browser must never fetch ahead: anything that changes state when fetched (the
 * language route sets a cookie; a logout, should one ever be a link), the service's own routes,
 * and files rather than pages.
 */
const NEVER = [
  `${LANGUAGE_ROUTE}`,
  `${LANGUAGE_ROUTE}?*`,
  '/*logout*',
  `${API_BASE}/*`,
  '/api/*',
  '/socket.io/*',
  '/assets/*',
  '/*.*',
];

/** Same-origin links to pages, less NEVER and any link that asks not to be (rel=nofollow). */
const pageLinks = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: NEVER } },
    { not: { selector_matches: '[rel~="nofollow"], [target="_blank"], [download]' } },
  ],
};

/**
 * The Speculation Rules (issue 27): a same-origin page link is fetched ahead when the pointer rests
 * on it (`moderate`: hover, or the start of a touch) and rendered ahead once it is pressed
 * (`conservative`), so that moving between a content page and an app screen, a document
 * navigation, is instant. Delivered by a header and this file, never inline, so that the Content
 * Security Policy stays as strict as it is.
 */
export const SPECULATION_RULES = {
  prefetch: [{ source: 'document', where: pageLinks, eagerness: 'moderate' }],
  prerender: [{ source: 'document', where: pageLinks, eagerness: 'conservative' }],
} as const;

/** The header that names the rules (a structured-field list of one string). */
export function nameSpeculationRules(reply: FastifyReply): FastifyReply {
  return reply.header('speculation-rules', `"${SPECULATION_RULES_PATH}"`);
}

/** Serves the rules with the media type the browser requires of them. */
export function registerSpeculationRules(app: FastifyInstance): void {
  const body = JSON.stringify(SPECULATION_RULES);
  app.get(SPECULATION_RULES_PATH, async (_request, reply) =>
    reply.type('application/speculationrules+json').header('cache-control', 'no-cache').send(body),
  );
}
