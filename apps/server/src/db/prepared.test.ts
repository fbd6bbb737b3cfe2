import { describe, expect, it, vi } from 'vitest';
import { databaseKinds, freshDatabase } from '../../test/helpers/databases.ts';
import type { DbOrTrx } from './database.ts';
import { prepared } from './prepared.ts';

describe.each(databaseKinds)('prepared queries on %s', (kind) => {
  it('compile once per database handle and run with the parameters of each call', async () => {
    const database = await freshDatabase(kind);
    try {
      const { db } = database;
      await db
        .insertInto('countries')
        .values([
          { country_name: 'Canada', phone_code: '+1', iso_code: 'CA' },
          { country_name: 'Spain', phone_code: '+34', iso_code: 'ES' },
        ])
        .execute();
      const build = vi.fn((handle: DbOrTrx, iso: string) =>
        handle.selectFrom('countries').select('country_name').where('iso_code', '=', iso),
      );
      const byIso = prepared(build, ['']);

      expect(await byIso(db, 'CA')).toEqual([{ country_name: 'Canada' }]);
      expect(await byIso(db, 'ES')).toEqual([{ country_name: 'Spain' }]);
      expect(await byIso(db, 'FR')).toEqual([]);
      expect(build).toHaveBeenCalledTimes(1);
      // Inside a transaction it runs on the transaction's connection.
      await db.transaction().execute(async (trx) => {
        expect(await byIso(trx, 'ES')).toEqual([{ country_name: 'Spain' }]);
      });
    } finally {
      await database.close();
    }
  });

  it('refuses a call whose parameters do not match the query', async () => {
    const database = await freshDatabase(kind);
    try {
      const twoPlaceholders = prepared(
        (handle, a: string) =>
          handle
            .selectFrom('countries')
            .select('country_name')
            .where('iso_code', '=', a)
            .where('country_name', '=', a),
        [''],
      );
      await expect(twoPlaceholders(database.db, 'CA')).rejects.toThrow(/expects 2 parameters/);
    } finally {
      await database.close();
    }
  });
});
