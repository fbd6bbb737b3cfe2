import { endpoints } from '@fairfare/contracts/api';
import { getGeofencesResponseSchema, type GeofenceMap } from '@fairfare/contracts/cities';
import { apiPost } from '../../../shared/api/client';

/**
 * `commonapi/getgeofences` (docs/product/api.md): no payload; a map from city_id (as text) to
 * `{ geofence_json, geofence_version }`. Only a 200 success counts. Used by the city cache
 * (`../cityCache.ts`), which owns when it is called, so there is no query factory or hook here.
 */
export async function getGeofences(signal?: AbortSignal): Promise<GeofenceMap> {
  const response = await apiPost<unknown>(endpoints.common.geofences, {}, signal);
  return getGeofencesResponseSchema.parse(response);
}
