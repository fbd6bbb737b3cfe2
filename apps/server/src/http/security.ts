import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What Stripe.js and Stripe Elements need (DESIGN §6): the script and its frames from js.stripe.com,
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
 * Content Security Policy allowing exactly what the site loads: its own scripts, styles, fonts,
 * images (plus data: avatars and the map tile origins, MAP_TILE_ORIGINS) and its own API and socket,
 * plus Stripe's origins when Stripe is the card gateway.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraImgSrc: string[] = [],
  { stripe = false }: SecurityHeaderOptions = {},
): Promise<void> {
  const stripeSources = stripe ? STRIPE_SOURCES : { scriptSrc: [], frameSrc: [], connectSrc: [] };
  await app.register(helmet, {
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
        frameSrc: stripe ? stripeSources.frameSrc : ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
