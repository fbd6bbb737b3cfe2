import { ConfigError, loadConfig } from '../../config.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { seedDatabase } from './seed.ts';

/** `npm run seed`: migrate, then reset the configured database to the demo data. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDatabase(config.database);
  try {
    await migrateToLatest(db);
    const c = await seedDatabase(db, { history: true });
    const target = config.database.kind === 'sqlite' ? config.database.file : config.database.kind;
    console.log(
      `Seeded ${target}: ${c.cities} cities, ${c.categories} categories, ${c.cityFares} fares, ` +
        `${c.constants} constants, ${c.countries} countries, ${c.places} places, ${c.drivers} drivers, ` +
        `${c.promos} promos, ${c.users} rider, ${c.posts} posts (${c.translations} translations), ` +
        `${c.messages} inbox messages.`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
