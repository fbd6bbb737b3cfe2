import type { DbOrTrx } from '../../db/database.ts';

export const constantsRepo = Object.freeze({
  async list(db: DbOrTrx) {
    return db
      .selectFrom('constants')
      .select(['constant_id', 'constant_key', 'constant_value'])
      .orderBy('constant_id')
      .execute();
  },
});
