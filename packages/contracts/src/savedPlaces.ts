import { z } from 'zod';
import { placeSchema } from './booking.ts';
import { optionalBodySchema } from './api.ts';

/**
 * Saved places (issue 14; paths in api.ts `endpoints.savedPlaces`): each rider's Home, Work and up to 10 named favourites, chosen from the
 * place search or the map, and offered first in the booking's pickup and drop, with the rider's
 * recent places after them. Every call is rider-only; another rider's place answers 404 like a
 * missing one. A saved place is a booking place (its `address` is what a trip shows, with its
 * coordinates) plus its kind and, for a favourite, the rider's name for it.
 *
 * - POST savedplaceapi/getsavedplaces (no body) → { places, recent }.
 * - POST savedplaceapi/savesavedplace { saved_place_id?, kind, name?, address, lat, lng } → the
 *   saved place. Without an id it adds a place, except that saving Home or Work again replaces the
 *   rider's Home or Work (same id); with an id it changes that place (its kind too: making it Home
 *   or Work replaces the one there was). 409 `savedPlaces.favouritesFull` for an 11th favourite,
 *   409 `savedPlaces.nameTaken` for a second favourite of the same name.
 * - POST savedplaceapi/deletesavedplace { saved_place_id } → { saved_place_id }.
 */

export const SAVED_PLACE_KINDS = ['home', 'work', 'favourite'] as const;
export type SavedPlaceKind = (typeof SAVED_PLACE_KINDS)[number];
/** How many favourites (besides Home and Work) a rider may keep. */
export const FAVOURITES_MAX = 10;
/** The longest name of a favourite. */
export const SAVED_PLACE_NAME_MAX = 40;
/** How many recent places the list answers. */
export const RECENT_PLACES_MAX = 5;

export const savedPlaceKindSchema = z.enum(SAVED_PLACE_KINDS, 'savedPlaces.kindInvalid');

export const savedPlaceIdSchema = z
  .number('error.badRequest')
  .int('error.badRequest')
  .positive('error.badRequest')
  .max(2_147_483_647, 'error.badRequest');

/** A favourite's name: required for a favourite, ignored (stored as '') for Home and Work. */
export const savedPlaceNameSchema = z
  .string('savedPlaces.nameRequired')
  .trim()
  .max(SAVED_PLACE_NAME_MAX, 'savedPlaces.nameTooLong');

export const savedPlaceSchema = z.object({
  saved_place_id: z.number(),
  kind: savedPlaceKindSchema,
  /** The favourite's name; '' for Home and Work (the site names them in its language). */
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  created_at: z.number(),
  updated_at: z.number(),
});
export type SavedPlace = z.infer<typeof savedPlaceSchema>;

/** A pickup or drop of one of the rider's latest trips (`used_at`: when that trip was booked). */
export const recentPlaceSchema = z.object({
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  used_at: z.number(),
});
export type RecentPlace = z.infer<typeof recentPlaceSchema>;

/** savedplaceapi/getsavedplaces: no payload (an empty object or none). */
export const getSavedPlacesRequestSchema = optionalBodySchema(z.object({}));

/**
 * `places`: Home, then Work, then the favourites in the order they were added. `recent`: the
 * distinct pickups and drops of the rider's latest trips, newest first (a trip's pickup before
 * its drop), leaving out those a saved place already covers; at most RECENT_PLACES_MAX.
 */
export const savedPlacesResponseSchema = z.object({
  places: z.array(savedPlaceSchema),
  recent: z.array(recentPlaceSchema),
});
export type SavedPlacesResponse = z.infer<typeof savedPlacesResponseSchema>;

/** savedplaceapi/savesavedplace (see the header). */
export const saveSavedPlaceRequestSchema = placeSchema
  .extend({
    saved_place_id: savedPlaceIdSchema.optional(),
    kind: savedPlaceKindSchema,
    name: savedPlaceNameSchema.default(''),
  })
  .superRefine((value, ctx) => {
    if (value.kind === 'favourite' && value.name === '') {
      ctx.addIssue({ code: 'custom', message: 'savedPlaces.nameRequired', path: ['name'] });
    }
  })
  .transform((value) => (value.kind === 'favourite' ? value : { ...value, name: '' }));
export type SaveSavedPlaceRequest = z.input<typeof saveSavedPlaceRequestSchema>;
export const saveSavedPlaceResponseSchema = savedPlaceSchema;

/** savedplaceapi/deletesavedplace: only one's own place (else 404). */
export const deleteSavedPlaceRequestSchema = z.object(
  { saved_place_id: savedPlaceIdSchema },
  'error.badRequest',
);
export const deleteSavedPlaceResponseSchema = z.object({ saved_place_id: z.number() });
