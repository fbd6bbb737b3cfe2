import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  getUserRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@fairfare/contracts/users';
import { ok } from '../../http/envelope.ts';
import { getOwnUser, updateOwnProfile } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: successEnvelopeSchema(userSchema) };

  app.post(
    endpoints.users.get,
    {
      preHandler: app.requireRider,
      schema: { body: getUserRequestSchema.optional(), response: answer },
    },
    async (request) => ok(await getOwnUser(app.db, request.riderId, request.body?.user_id)),
  );

  app.post(
    endpoints.users.updateProfile,
    {
      preHandler: app.requireRider,
      schema: { body: updateProfileRequestSchema, response: answer },
    },
    async (request) =>
      ok(
        await updateOwnProfile(app.db, request.riderId, request.body),
        messages['profile.updated'],
      ),
  );
};
