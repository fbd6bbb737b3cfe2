import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { CONTENT_IMAGE_PREFIX } from '@fairfare/contracts/content-admin';
import { notFound } from '../../http/errors.ts';
import { readImage } from './staff-service.ts';

const paramsSchema = z.object({ imageId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * `GET /media/content/:imageId`: an image an editor uploaded for a post (outside the API: the
 * public pages load it as an <img>). An id never names other bytes, so browsers keep it.
 */
export const contentImageRoute: FastifyPluginAsync = async (app) => {
  app.get(`${CONTENT_IMAGE_PREFIX}:imageId`, async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) throw notFound();
    const image = await readImage(app.db, params.data.imageId);
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(image.contentType)
      .send(image.bytes);
  });
};
