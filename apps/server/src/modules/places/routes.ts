import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, successEnvelopeSchema } from '@fairfare/contracts/api';
import {
  reversePlaceRequestSchema,
  reversePlaceResponseSchema,
  searchPlacesRequestSchema,
  searchPlacesResponseSchema,
} from '@fairfare/contracts/places';
import { ok } from '../../http/envelope.ts';
import { httpGeocoder } from './geocoder.ts';
import { reversePlace, searchPlaces } from './service.ts';

export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const geocoder = app.config.geocoderUrl
    ? httpGeocoder({ url: app.config.geocoderUrl, log: app.log })
    : undefined;
  // public, and may reach the geocoder: limited per address
  const limitPerAddress = {
    rateLimit: {
      max: app.config.rateLimits.placeSearchesPerMinute,
      timeWindow: '1 minute',
    },
  };

  app.post(
    endpoints.places.search,
    {
      config: limitPerAddress,
      schema: {
        body: searchPlacesRequestSchema,
        response: { 200: successEnvelopeSchema(searchPlacesResponseSchema) },
      },
    },
    async (request) => ok(await searchPlaces(app.db, request.body, geocoder)),
  );

  app.post(
    endpoints.places.reverse,
    {
      config: limitPerAddress,
      schema: {
        body: reversePlaceRequestSchema,
        response: { 200: successEnvelopeSchema(reversePlaceResponseSchema) },
      },
    },
    async (request) => ok(await reversePlace(app.db, request.body, geocoder)),
  );
};
