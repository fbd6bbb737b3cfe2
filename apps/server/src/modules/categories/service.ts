import type { Language } from '@fairfare/contracts/languages';
import type { Category } from '@fairfare/contracts/categories';
import { toAmount } from '@fairfare/contracts/fare';
import type { Updateable } from 'kysely';
import type { DbOrTrx } from '../../db/database.ts';
import type { CategoriesTable } from '../../db/schema.ts';
import { getActiveCity } from '../cities/service.ts';
import { categoriesRepo, type CategoryRow } from './repo.ts';

/**
 * The ride categories of a served city with that city's fares as decimal amounts, named in the
 * rider's language; an unknown or inactive city is a 404 `city.notFound`.
 */
export async function listCategories(
  db: DbOrTrx,
  cityId: number,
  lang: Language = 'en',
): Promise<Category[]> {
  const city = await getActiveCity(db, cityId);
  const rows = await categoriesRepo.listWithFares(db, cityId, lang);
  return rows.map((r) => ({
    ...r,
    currency: city.city_cur,
    base_fare: toAmount(r.base_fare),
    per_km: toAmount(r.per_km),
    per_min: toAmount(r.per_min),
    min_fare: toAmount(r.min_fare),
  }));
}

/** Every category, offered or not (the back office's list); money-free, shared by all cities. */
export async function listAllCategories(db: DbOrTrx): Promise<CategoryRow[]> {
  return categoriesRepo.listAll(db);
}

export async function findCategory(
  db: DbOrTrx,
  categoryId: number,
): Promise<CategoryRow | undefined> {
  return categoriesRepo.find(db, categoryId);
}

/** A category's name, description, seats, order or whether it is offered, changed. */
export async function updateCategory(
  db: DbOrTrx,
  categoryId: number,
  changes: Updateable<CategoriesTable>,
): Promise<void> {
  await categoriesRepo.update(db, categoryId, changes);
}
