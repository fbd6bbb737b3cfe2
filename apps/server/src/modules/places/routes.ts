import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import { searchPlacesRequestSchema, searchPlacesResponseSchema } from '@fairfare/contracts/places';
import { ok } from '../../http/envelope.ts';
import { httpGeocoder } from './geocoder.ts';
import { searchPlaces } from './service.ts';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = app.config.geocoderUrl
    ? httpGeocoder({ url: app.config.geocoderUrl, log: app.log })
    : undefined;

  app.post(
    endpoints.places.search,
    {
      // public, and may reach the geocoder: limited per address
      config: {
        rateLimit: {
          max: app.config.rateLimits.placeSearchesPerMinute,
          timeWindow: '1 minute',
        },
      },
      schema: {
        body: searchPlacesRequestSchema,
        response: { 200: successEnvelopeSchema(searchPlacesResponseSchema) },
      },
    },
    async (request) => ok(await searchPlaces(app.db, request.body, geocoder)),
  );
};
