import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { getPost, listPosts } from './service.ts';

export const contentRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.content.list, async (request) =>
    ok(await listPosts(app.db, request.body)),
  );
  serve(app, endpointTable.content.detail, async (request) =>
    ok(await getPost(app.db, request.body)),
  );
};
