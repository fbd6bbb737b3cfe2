import { loadConfig } from '../config.ts';
import { createDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/** `npm run migrate`: applies pending migrations to the database at DATABASE_URL. */
const config = loadConfig();
const db = createDatabase(config.database);
try {
  await migrateToLatest(db, { warn: (msg, details) => console.warn(msg, details.unknown) });
  console.log('Database is up to date.');
} finally {
  await db.destroy();
}
