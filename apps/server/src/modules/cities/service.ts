import type { City } from '@fairfare/contracts/cities';
import { toAmount } from '@fairfare/contracts/fare';
import type { DbOrTrx } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { citiesRepo, type CityRow } from './repo.ts';

/** A city as the API speaks it: money in decimal amounts of the city's currency. */
function toCity(row: CityRow): City {
  return { ...row, cancellation_fee: toAmount(row.cancellation_fee) };
}

/** The cities the service runs in (inactive, announced cities are left out). */
export async function listCities(db: DbOrTrx): Promise<City[]> {
  const rows = await citiesRepo.listActive(db);
  return rows.map(toCity);
}

/** One served city; an unknown or inactive city is a 404 `city.notFound`. */
export async function getActiveCity(db: DbOrTrx, cityId: number): Promise<City> {
  const row = await citiesRepo.findActive(db, cityId);
  if (!row) throw notFound('city.notFound');
  return toCity(row);
}
