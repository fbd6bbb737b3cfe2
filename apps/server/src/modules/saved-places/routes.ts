import type { FastifyPluginAsync } from 'fastify';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { messages } from '@fairfare/contracts/messages';
import { serve } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { deleteSavedPlace, listSavedPlaces, saveSavedPlace } from './service.ts';

/** The rider's Home, Work, favourites and recent places (contracts savedPlaces.ts). */
export const savedPlacesRoutes: FastifyPluginAsync = async (app) => {
  const places = endpointTable.savedPlaces;

  serve(app, places.list, async (request) => ok(await listSavedPlaces(app.db, request.riderId)));

  serve(app, places.save, async (request) =>
    ok(
      await saveSavedPlace(app.db, request.riderId, request.body, Date.now()),
      messages['savedPlaces.saved'],
    ),
  );

  serve(app, places.delete, async (request) =>
    ok(
      await deleteSavedPlace(app.db, request.riderId, request.body.saved_place_id),
      messages['savedPlaces.removed'],
    ),
  );
};
