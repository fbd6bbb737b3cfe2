import fp from 'fastify-plugin';
import type { RenderPage } from '@fairfare/contracts/site-render';
import { contentImageRoute } from '../modules/content/image-route.ts';
import { registerOpenApi } from '../openapi/routes.ts';
import { registerStaticSite } from '../site/static-site.ts';

/**
 * What is served outside the API, after it: the images editors uploaded for posts (public, the
 * pages show them), the published contract (/api/openapi.json, /api/docs: outside the API's
 * prefix and access), and the site itself (its pages, the back office's and the driver app's).
 */
export const site = fp<{ renderPage?: RenderPage }>(
  async (app, { renderPage }) => {
    await app.register(contentImageRoute);
    registerOpenApi(app);
    const { config } = app;
    await registerStaticSite(app, {
      distDir: config.webDistDir,
      notFoundPerMinute: config.rateLimits.notFoundPerMinute,
      rendersPerMinute: config.rateLimits.rendersPerMinute,
      pageCacheSeconds: config.pageCacheSeconds,
      ...(renderPage ? { loadRenderer: async () => renderPage } : {}),
    });
  },
  { fastify: '5.x', name: 'site', dependencies: ['core', 'api'] },
);
