import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { getOwnUser, updateOwnProfile } from './service.ts';

export const usersRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpointTable.users.get, async (request) =>
    ok(await getOwnUser(app.db, request.riderId, request.body?.user_id)),
  );

  serve(app, endpointTable.users.updateProfile, async (request) =>
    ok(await updateOwnProfile(app.db, request.riderId, request.body), messages['profile.updated']),
  );
};
