import type { Db } from '../database.ts';

/** Seeds the demo data on an empty database; returns whether it did. (Filled in by the seed work.) */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const city = await db.selectFrom('cities').select('city_id').limit(1).executeTakeFirst();
  return city === undefined;
}
