import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { createGeocoder } from '../../adapters/geo/create-geocoder.ts';
import { reversePlace, searchPlaces } from './service.ts';

export const placesRoutes: FastifyPluginAsync = async (app) => {
  const geocoder = createGeocoder(app.config, app.log);
  // public, and may reach the geocoder: limited per address
  const limitPerAddress = {
    config: {
      rateLimit: { max: app.config.rateLimits.placeSearchesPerMinute, timeWindow: '1 minute' },
    },
  };

  serve(
    app,
    endpointTable.places.search,
    async (request) => ok(await searchPlaces(app.db, request.body, geocoder)),
    limitPerAddress,
  );

  serve(
    app,
    endpointTable.places.reverse,
    async (request) => ok(await reversePlace(app.db, request.body, geocoder)),
    limitPerAddress,
  );
};
