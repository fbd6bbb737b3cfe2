import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * What Stripe.js and Stripe Elements need (docs/architecture.md): the script and its frames from js.stripe.com,
 * 3-D Secure frames from hooks.stripe.com and calls to api.stripe.com. Allowed only when Stripe is
 * configured; the sandbox gateway needs nothing outside the site.
 */
const STRIPE_SOURCES = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

export interface SecurityHeaderOptions {
  /** Stripe is the card gateway (config.payments.stripe). */
  stripe?: boolean;
}

/**
 * The headers helmet would set for these options. They depend on nothing in the request, so they
 * are worked out once: @fastify/helmet built helmet again on every request, which cost about 4 %
 * of a polled answer.
 */
export function securityHeaders(options: HelmetOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  const response = {
    setHeader(name: string, value: string | number | string[]) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * `policy` (a Content-Security-Policy header) that also allows the inline `<style>` elements with
 * these hashes (`'sha256-…'`): a rendered page carries its stylesheets in its head (decision
 * 020) and allows exactly those, no other inline style and no style attribute.
 */
export function allowStyleHashes(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) =>
      /^\s*style-src\s/.test(directive) ? [directive, ...new Set(hashes)].join(' ') : directive,
    )
    .join(';');
}

/**
 * Content Security Policy allowing exactly what the site loads: its own scripts, styles, fonts,
 * images (plus data: avatars and the map tile origins, MAP_TILE_ORIGINS), its own API and socket,
 * service worker and manifest, plus Stripe's origins when Stripe is the card gateway. The same helmet headers on every answer.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraImgSrc: string[] = [],
  { stripe = false }: SecurityHeaderOptions = {},
): Promise<void> {
  const stripeSources = stripe ? STRIPE_SOURCES : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'", ...stripeSources.scriptSrc],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImgSrc],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripeSources.connectSrc],
        // the site's service worker (sw.js) and web app manifest, said outright (decision 019)
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: stripe ? stripeSources.frameSrc : ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // Other sites learn nothing of the page a rider came from; the site's own requests say it,
    // so that a plain form posted to the service (the contact form without script) carries its
    // Origin, which the origin check asks for: under `no-referrer` a browser sends `null`.
    referrerPolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
