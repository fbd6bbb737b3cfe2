import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { freshDatabase, type TestDatabase } from '../../../test/helpers/databases.ts';
import { tripDaysQuery } from './repo.ts';

let database: TestDatabase | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

describe("the reports' read of a city's trips", () => {
  it('goes through the city-and-date index, not a scan of every trip', async () => {
    database = await freshDatabase('sqlite');
    const compiled = tripDaysQuery(database.db, {
      cityId: 14,
      start: 0,
      end: 86_400_000 * 7,
      offsetMs: -5 * 3_600_000,
    }).compile();
    const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${sql.raw(compiled.sql)}`.execute(
      database.db.withoutPlugins(),
    );
    // The statement keeps its ? placeholders: SQLite plans it with the values unknown.
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toMatch(
      /SEARCH t USING INDEX trips_city_date \(city_id=\? AND trip_date>\? AND trip_date<\?\)/,
    );
  });
});
