import type { DbOrTrx } from '../../db/database.ts';

export const countriesRepo = Object.freeze({
  async list(db: DbOrTrx) {
    return db
      .selectFrom('countries')
      .select(['country_id', 'country_name', 'iso_code', 'phone_code'])
      .orderBy('country_id')
      .execute();
  },
});
