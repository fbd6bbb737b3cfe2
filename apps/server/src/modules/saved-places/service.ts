import type { z } from 'zod';
import type {
  saveSavedPlaceRequestSchema,
  SavedPlace,
  SavedPlaceKind,
  SavedPlacesResponse,
} from '@fairfare/contracts/savedPlaces';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import { ownedBy } from '../auth/ownership.ts';
import { lockRider } from '../users/store.ts';
import { savedPlacesRepo, type SavedPlaceRow } from './repo.ts';
import { isRefusal, orderPlaces, planSave, recentPlaces } from './rules.ts';

export type SaveSavedPlaceRequest = z.output<typeof saveSavedPlaceRequestSchema>;

function toSavedPlace(row: SavedPlaceRow): SavedPlace {
  return {
    saved_place_id: row.saved_place_id,
    kind: row.kind as SavedPlaceKind,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** savedplaceapi/getsavedplaces: the rider's saved places and recent places. */
export async function listSavedPlaces(db: Db, riderId: number): Promise<SavedPlacesResponse> {
  const [rows, trips] = await Promise.all([
    savedPlacesRepo.listOf(db, riderId),
    savedPlacesRepo.latestTripPlaces(db, riderId),
  ]);
  return { places: orderPlaces(rows).map(toSavedPlace), recent: recentPlaces(trips, rows) };
}

/**
 * savedplaceapi/savesavedplace: adds or changes one of the rider's places in one transaction,
 * with the rider's places read under the rider's lock so that the limits (one Home, one Work, 10
 * favourites, distinct favourite names) hold against concurrent saves (rules.ts planSave).
 */
export async function saveSavedPlace(
  db: Db,
  riderId: number,
  request: SaveSavedPlaceRequest,
  now: number,
): Promise<SavedPlace> {
  return db.transaction().execute(async (trx) => {
    await lockRider(trx, riderId);
    const places = await savedPlacesRepo.listOf(trx, riderId);
    const plan = planSave(places, request);
    if (isRefusal(plan)) throw new AppError(plan.status, plan.error, plan.params);
    await savedPlacesRepo.remove(trx, riderId, plan.removeIds);
    const values = {
      kind: request.kind,
      name: request.name,
      address: request.address,
      lat: request.lat,
      lng: request.lng,
      updated_at: now,
    };
    let id: number;
    if (plan.action === 'update') {
      id = plan.id;
      await savedPlacesRepo.update(trx, riderId, id, values);
    } else {
      id = await savedPlacesRepo.insert(trx, { ...values, user_id: riderId, created_at: now });
    }
    const saved = await savedPlacesRepo.find(trx, id);
    return toSavedPlace(ownedBy(saved, riderId, 'savedPlaces.notFound'));
  });
}

/** savedplaceapi/deletesavedplace: removes one of the rider's own places (else 404). */
export async function deleteSavedPlace(
  db: Db,
  riderId: number,
  savedPlaceId: number,
): Promise<{ saved_place_id: number }> {
  ownedBy(await savedPlacesRepo.find(db, savedPlaceId), riderId, 'savedPlaces.notFound');
  await savedPlacesRepo.remove(db, riderId, [savedPlaceId]);
  return { saved_place_id: savedPlaceId };
}
