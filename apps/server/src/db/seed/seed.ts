import { sql } from 'kysely';
import type { Db, Trx } from '../database.ts';
import { isPostgres } from '../portable.ts';
import type { DB } from '../schema.ts';
import { categories, categoryTranslations } from './categories.ts';
import { cities } from './cities.ts';
import { constants } from './constants.ts';
import { contactMessages } from './contact-messages.ts';
import { announcements } from './content-announcements.ts';
import { articles } from './content-articles.ts';
import { blogPosts } from './content-blog.ts';
import { contentImagePath, type PostSeed } from './content-types.ts';
import { countries } from './countries.ts';
import { drivers } from './drivers.ts';
import { cityFares } from './fares.ts';
import { insertHistory } from './history.ts';
import { places } from './places.ts';
import { postcodeAreas, streets } from './streets.ts';
import { promos } from './promos.ts';
import { demoStaff } from './staff.ts';
import { demoRider } from './users.ts';

/**
 * The demo data of docs/architecture.md. `seedDatabase` resets every table and inserts it all in one
 * transaction (`npm run seed`); `seedIfEmpty` does the same on start-up when there is no city.
 */

/** Every table, children before parents, so that deleting in this order never breaks a foreign key. */
export const RESET_ORDER = [
  'staff_signin_failures',
  'wallet_credit_requests',
  'driver_documents',
  'driver_applications',
  'audit_log',
  'refunds',
  'staff_challenges',
  'staff_passkeys',
  'staff_sessions',
  'staff',
  'sandbox_refunds',
  'sandbox_charges',
  'sandbox_idempotency_keys',
  'sandbox_intents',
  'sandbox_payment_methods',
  'sandbox_customers',
  'payment_attempts',
  'saved_places',
  'due_jobs',
  'contact_messages',
  'content_translations',
  'content_posts',
  'content_images',
  'wallet_ledger',
  'payments',
  'saved_cards',
  'promo_uses',
  'trip_status_changes',
  'offer_amounts',
  'trip_requests',
  'safety_events',
  'trips',
  'promos',
  'push_subscriptions',
  'sessions',
  'code_tries',
  'phone_codes',
  'trusted_contact_numbers',
  'trusted_contacts',
  'drivers',
  'users',
  'places',
  'streets',
  'postcode_areas',
  'countries',
  'constants',
  'city_fares',
  'category_translations',
  'categories',
  'cities',
] as const satisfies ReadonlyArray<keyof DB>;

// A compile error here means a table was added to the schema but not to RESET_ORDER.
type Unlisted = Exclude<keyof DB, (typeof RESET_ORDER)[number]>;
const everyTableListed: [Unlisted] extends [never] ? true : Unlisted = true;
void everyTableListed;

export const contentPosts: PostSeed[] = [...blogPosts, ...articles, ...announcements];

export interface SeedOptions {
  /** The seed time (epoch ms) that creation times, publication dates and promo windows hang off. */
  now?: number;
  /**
   * Also a week of ended trips, payments and refunds before today (history.ts), so the back
   * office's reports show something: the demo (`npm start`, `npm run seed`), not the tests' seed.
   */
  history?: boolean;
}

export interface SeedCounts {
  cities: number;
  categories: number;
  cityFares: number;
  constants: number;
  countries: number;
  places: number;
  streets: number;
  postcodeAreas: number;
  drivers: number;
  promos: number;
  users: number;
  staff: number;
  posts: number;
  translations: number;
  /** Contact-form messages waiting in the back office's inbox. */
  messages: number;
}

const DAY = 24 * 60 * 60 * 1000;

/** Deletes every row and restarts the generated ids, so that a re-seed gives the same ids. */
async function resetTables(trx: Trx): Promise<void> {
  for (const table of RESET_ORDER) await trx.deleteFrom(table).execute();
  if (isPostgres(trx)) {
    const { rows } = await sql<{ table_name: string; column_name: string }>`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND is_identity = 'YES'`.execute(trx);
    const ours = new Set<string>(RESET_ORDER);
    for (const { table_name, column_name } of rows.filter((r) => ours.has(r.table_name))) {
      await sql`ALTER TABLE ${sql.id(table_name)} ALTER COLUMN ${sql.id(column_name)} RESTART WITH 1`.execute(
        trx,
      );
    }
    return;
  }
  const { rows } = await sql<{ n: number }>`
    SELECT count(*) AS n FROM sqlite_master WHERE type = 'table' AND name = 'sqlite_sequence'`.execute(
    trx,
  );
  if (Number(rows[0]?.n) > 0) await sql`DELETE FROM sqlite_sequence`.execute(trx);
}

async function insertAll(trx: Trx, now: number): Promise<SeedCounts> {
  await trx
    .insertInto('cities')
    .values(cities.map((c) => ({ ...c, created_at: now })))
    .execute();
  await trx.insertInto('categories').values(categories).execute();
  await trx.insertInto('category_translations').values(categoryTranslations).execute();
  await trx.insertInto('city_fares').values(cityFares).execute();
  await trx.insertInto('constants').values(constants).execute();
  await trx.insertInto('countries').values(countries).execute();
  await trx.insertInto('places').values(places).execute();
  await trx.insertInto('streets').values(streets).execute();
  await trx.insertInto('postcode_areas').values(postcodeAreas).execute();
  const driverRows = drivers(now);
  await trx.insertInto('drivers').values(driverRows).execute();
  const promoRows = promos(now);
  await trx.insertInto('promos').values(promoRows).execute();
  await trx
    .insertInto('users')
    .values({ ...demoRider, created_at: now, updated_at: now })
    .execute();

  const staffRows = demoStaff(now);
  await trx.insertInto('staff').values(staffRows).execute();

  const inserted = await trx
    .insertInto('content_posts')
    .values(
      contentPosts.map((p) => ({
        kind: p.kind,
        slug: p.slug,
        image_path: contentImagePath(p.slug),
        author: p.author,
        published_at: now - p.daysAgo * DAY,
      })),
    )
    .returning(['post_id', 'kind', 'slug'])
    .execute();
  const postIds = new Map(inserted.map((r) => [`${r.kind}/${r.slug}`, r.post_id]));
  const translations = contentPosts.flatMap((p) =>
    Object.entries(p.text).map(([lang, text]) => ({
      post_id: postIds.get(`${p.kind}/${p.slug}`)!,
      lang: lang as keyof PostSeed['text'],
      title: text.title,
      excerpt: text.excerpt,
      body: text.body.join('\n\n'),
    })),
  );
  await trx.insertInto('content_translations').values(translations).execute();
  const messageRows = contactMessages(now);
  await trx.insertInto('contact_messages').values(messageRows).execute();

  return {
    cities: cities.length,
    categories: categories.length,
    cityFares: cityFares.length,
    constants: constants.length,
    countries: countries.length,
    places: places.length,
    streets: streets.length,
    postcodeAreas: postcodeAreas.length,
    drivers: driverRows.length,
    promos: promoRows.length,
    users: 1,
    staff: staffRows.length,
    posts: contentPosts.length,
    translations: translations.length,
    messages: messageRows.length,
  };
}

/** Resets the database to the demo data, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedCounts> {
  const now = options.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    await resetTables(trx);
    const counts = await insertAll(trx, now);
    if (options.history) await insertHistory(trx, now);
    return counts;
  });
}

/**
 * Seeds the demo data when the database has no city (a database without any city is treated
 * as empty); returns whether it seeded. On PostgreSQL a table lock makes concurrent start-ups of
 * several instances seed exactly once.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  const now = options.now ?? Date.now();
  return db.transaction().execute(async (trx) => {
    if (isPostgres(trx)) await sql`LOCK TABLE cities IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const city = await trx.selectFrom('cities').select('city_id').limit(1).executeTakeFirst();
    if (city) return false;
    await resetTables(trx);
    await insertAll(trx, now);
    if (options.history) await insertHistory(trx, now);
    return true;
  });
}
