import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  getPostRequestSchema,
  listPostsRequestSchema,
  postDetailSchema,
  postListSchema,
} from '@fairfare/contracts/content';
import { ok } from '../../http/envelope.ts';
import { getPost, listPosts } from './service.ts';

export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.content.list,
    {
      schema: {
        body: listPostsRequestSchema,
        response: { 200: successEnvelopeSchema(postListSchema) },
      },
    },
    async (request) => ok(await listPosts(app.db, request.body)),
  );

  app.post(
    endpoints.content.detail,
    {
      schema: {
        body: getPostRequestSchema,
        response: { 200: successEnvelopeSchema(postDetailSchema) },
      },
    },
    async (request) => ok(await getPost(app.db, request.body)),
  );
};
