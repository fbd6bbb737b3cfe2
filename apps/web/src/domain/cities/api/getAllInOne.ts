import { endpoints } from '@fairfare/contracts/api';
import { getAllInOneResponseSchema, type City } from '@fairfare/contracts/cities';
import { apiPost } from '../../../shared/api/client';

/**
 * `commonapi/getallinone` (docs/product/api.md): no payload; the active cities are `response.City`.
 * Only a 200 success counts (apiPost throws ApiError otherwise). Used by the city cache
 * (`../cityCache.ts`), which owns when it is called, so there is no query factory or hook here.
 */
export async function getAllInOne(signal?: AbortSignal): Promise<City[]> {
  const response = await apiPost<unknown>(endpoints.common.allInOne, {}, signal);
  return getAllInOneResponseSchema.parse(response).City;
}
