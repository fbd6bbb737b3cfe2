import type { FastifyInstance } from 'fastify';
import { openApiDocument, type OpenApiDocument } from './document.ts';
import {
  OPENAPI_JSON_PATH,
  REFERENCE_CSS,
  REFERENCE_CSS_PATH,
  referencePage,
} from './reference-page.ts';

/**
 * The published contract: the OpenAPI document and its reference page, public like the API's
 * own description of itself. Built on the first request (a few hundred ms of zod → JSON Schema),
 * not at start-up, so neither `npm start` nor the tests pay for it unasked.
 */
export function registerOpenApi(app: FastifyInstance): void {
  let built: { document: OpenApiDocument; json: string; page: string } | null = null;
  const contract = () => {
    if (!built) {
      const document = openApiDocument();
      built = { document, json: JSON.stringify(document), page: referencePage(document) };
    }
    return built;
  };

  app.get(OPENAPI_JSON_PATH, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(contract().json),
  );
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(contract().page),
  );
  app.get(REFERENCE_CSS_PATH, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(REFERENCE_CSS),
  );
}
