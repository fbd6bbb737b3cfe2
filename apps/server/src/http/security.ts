import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Content Security Policy allowing exactly what the site loads: its own scripts, styles, fonts,
 * images (plus data: avatars and the map tile origins, MAP_TILE_ORIGINS) and its own API and socket.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  extraImgSrc: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...extraImgSrc],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ["'none'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
}
