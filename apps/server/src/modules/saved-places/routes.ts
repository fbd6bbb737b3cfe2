import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { messages } from '@fairfare/contracts/messages';
import {
  deleteSavedPlaceRequestSchema,
  deleteSavedPlaceResponseSchema,
  getSavedPlacesRequestSchema,
  savedPlacesResponseSchema,
  saveSavedPlaceRequestSchema,
  saveSavedPlaceResponseSchema,
} from '@fairfare/contracts/savedPlaces';
import { ok } from '../../http/envelope.ts';
import { deleteSavedPlace, listSavedPlaces, saveSavedPlace } from './service.ts';

/** The rider's Home, Work, favourites and recent places (contracts savedPlaces.ts). */
export const savedPlacesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    endpoints.savedPlaces.list,
    {
      preHandler: app.requireRider,
      schema: {
        body: getSavedPlacesRequestSchema,
        response: { 200: successEnvelopeSchema(savedPlacesResponseSchema) },
      },
    },
    async (request) => ok(await listSavedPlaces(app.db, request.riderId)),
  );

  app.post(
    endpoints.savedPlaces.save,
    {
      preHandler: app.requireRider,
      schema: {
        body: saveSavedPlaceRequestSchema,
        response: { 200: successEnvelopeSchema(saveSavedPlaceResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await saveSavedPlace(app.db, request.riderId, request.body, Date.now()),
        messages['savedPlaces.saved'],
      ),
  );

  app.post(
    endpoints.savedPlaces.delete,
    {
      preHandler: app.requireRider,
      schema: {
        body: deleteSavedPlaceRequestSchema,
        response: { 200: successEnvelopeSchema(deleteSavedPlaceResponseSchema) },
      },
    },
    async (request) =>
      ok(
        await deleteSavedPlace(app.db, request.riderId, request.body.saved_place_id),
        messages['savedPlaces.removed'],
      ),
  );
};
