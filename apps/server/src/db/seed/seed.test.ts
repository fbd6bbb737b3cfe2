import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { contactRequestSchema } from '@fairfare/contracts/contact';
import { isInsideGeofence } from '@fairfare/contracts/geo';
import { databaseKinds, freshDatabase } from '../../../test/helpers/databases.ts';
import type { Db } from '../database.ts';
import { demoContactMessages } from './contact-messages.ts';
import { RESET_ORDER, seedDatabase, seedIfEmpty } from './seed.ts';

const webPublic = join(import.meta.dirname, '../../../../web/public');
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1, 12);

const open: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (open.length) await open.pop()?.();
});

async function database(kind: 'sqlite' | 'postgres'): Promise<Db> {
  const d = await freshDatabase(kind);
  open.push(d.close);
  return d.db;
}

async function count(db: Db, table: (typeof RESET_ORDER)[number]): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(
    db,
  );
  return Number(rows[0]?.n);
}

async function allCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(RESET_ORDER.map(async (t) => [t, await count(db, t)] as const));
  return Object.fromEntries(entries);
}

describe.each(databaseKinds)('demo seed on %s', (kind) => {
  it('inserts the expected amounts of everything and reports them', async () => {
    const db = await database(kind);
    const counts = await seedDatabase(db, { now: NOW });

    expect(counts).toEqual({
      cities: await count(db, 'cities'),
      categories: await count(db, 'categories'),
      cityFares: await count(db, 'city_fares'),
      constants: await count(db, 'constants'),
      countries: await count(db, 'countries'),
      places: await count(db, 'places'),
      streets: await count(db, 'streets'),
      postcodeAreas: await count(db, 'postcode_areas'),
      drivers: await count(db, 'drivers'),
      promos: await count(db, 'promos'),
      users: 1,
      staff: await count(db, 'staff'),
      posts: await count(db, 'content_posts'),
      translations: await count(db, 'content_translations'),
      messages: await count(db, 'contact_messages'),
    });
    expect(counts.cities).toBeGreaterThanOrEqual(2);
    expect(counts.categories).toBeGreaterThanOrEqual(3);
    expect(counts.categories).toBeLessThanOrEqual(4);
    expect(counts.drivers).toBeGreaterThanOrEqual(30);
    expect(counts.places).toBeGreaterThanOrEqual(40);
    expect(counts.streets).toBeGreaterThanOrEqual(50);
    expect(counts.postcodeAreas).toBeGreaterThanOrEqual(17);
    expect(counts.promos).toBeGreaterThanOrEqual(5);
    expect(counts.translations).toBe(counts.posts * 3);
    expect(counts.messages).toBeGreaterThanOrEqual(3);
    for (const t of ['trips', 'sessions', 'payments', 'due_jobs', 'audit_log'] as const) {
      expect(await count(db, t)).toBe(0);
    }
  });

  it('seeds city 14 as London, Ontario, and at least one other served city with fares', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const london = await db
      .selectFrom('cities')
      .selectAll()
      .where('city_id', '=', 14)
      .executeTakeFirstOrThrow();
    expect(london).toMatchObject({
      city_name: 'London',
      city_state: 'Ontario',
      city_country: 'Canada',
      city_cur: 'CAD',
      pg_cur: 'CAD',
      city_pay_options: 'cash|stripe|wallet',
      tz_offset: -5,
      cancellation_fee: 500,
      geofence_version: '1',
      is_active: 1,
      created_at: NOW,
    });
    expect(london.city_lat).toBeCloseTo(42.98, 1);
    expect(london.city_lng).toBeCloseTo(-81.25, 1);
    expect(JSON.parse(london.geofence_json!)).toMatchObject({ type: 'Polygon' });
    expect(isInsideGeofence(london.city_lat, london.city_lng, london.geofence_json)).toBe(true);

    const served = await db.selectFrom('cities').selectAll().where('is_active', '=', 1).execute();
    expect(served.length).toBeGreaterThanOrEqual(2);
    const categories = await db.selectFrom('categories').select('category_id').execute();
    for (const city of served) {
      expect(city.geofence_json).not.toBeNull();
      expect(isInsideGeofence(city.city_lat, city.city_lng, city.geofence_json)).toBe(true);
      const fares = await db
        .selectFrom('city_fares')
        .selectAll()
        .where('city_id', '=', city.city_id)
        .execute();
      expect(fares.map((f) => f.category_id).sort()).toEqual(
        categories.map((c) => c.category_id).sort(),
      );
      for (const f of fares) {
        expect(f).toMatchObject({
          commission_pct: expect.any(Number),
          bid_floor_pct: 80,
          bid_ceiling_pct: 200,
        });
        for (const cents of [f.base_fare, f.per_km, f.per_min, f.min_fare]) {
          expect(Number.isInteger(cents) && cents > 0).toBe(true);
        }
      }
    }
  });

  it('seeds the constants, countries and the demo rider', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const constants = await db.selectFrom('constants').selectAll().execute();
    const byId = new Map(constants.map((c) => [c.constant_id, c]));
    expect(byId.get(43)).toMatchObject({ constant_key: 'driver_radius', constant_value: '5' });
    expect(byId.get(0)).toMatchObject({ constant_key: 'rl_driver_radius', constant_value: '10' });
    const byKey = new Map(constants.map((c) => [c.constant_key, c.constant_value]));
    expect(byKey.get('timer_value')).toBe('5');
    expect(byKey.get('tz_offset')).toBe('-5');
    expect(byKey.get('offer_validity_seconds')).toBe('60');
    expect(byKey.get('request_expiry_minutes')).toBe('10');

    const countries = await db.selectFrom('countries').select(['iso_code', 'phone_code']).execute();
    const codes = Object.fromEntries(countries.map((c) => [c.iso_code, c.phone_code]));
    expect(codes).toMatchObject({ CA: '+1', US: '+1', MX: '+52', FR: '+33', ES: '+34', GB: '+44' });

    const users = await db.selectFrom('users').selectAll().execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      user_id: 1,
      first_name: 'Demo',
      last_name: 'Rider',
      phone_code: '+1',
      phone: '5195550100',
      email: 'demo@fairfare.example',
      language: 'en',
      u_wallet: 2500,
    });
  });

  it('puts every place inside its city’s geofence, with ~40 places in London', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const rows = await db
      .selectFrom('places as p')
      .innerJoin('cities as c', 'c.city_id', 'p.city_id')
      .select([
        'p.city_id',
        'p.place_name',
        'p.place_address',
        'p.place_lat',
        'p.place_lng',
        'c.geofence_json',
      ])
      .execute();
    const outside = rows.filter(
      (p) => !isInsideGeofence(p.place_lat, p.place_lng, p.geofence_json),
    );
    expect(outside.map((p) => p.place_name)).toEqual([]);

    const london = rows.filter((p) => p.city_id === 14);
    expect(london.length).toBeGreaterThanOrEqual(40);
    const names = london.map((p) => p.place_name).join('|');
    for (const landmark of [
      'Western University',
      'Masonville Place',
      '(YXU)',
      'Victoria Park',
      'Covent Garden Market',
      'Budweiser Gardens',
      'White Oaks Mall',
      'Fanshawe College',
      'Victoria Hospital',
      'University Hospital',
      'Springbank Park',
      'VIA Rail',
    ]) {
      expect(names).toContain(landmark);
    }
    expect(new Set(london.map((p) => p.place_name)).size).toBe(london.length);
    expect(london.every((p) => p.place_address.includes('London, ON'))).toBe(true);
    expect(rows.some((p) => p.city_id !== 14)).toBe(true);
  });

  it('seeds offline drivers inside their city’s geofence, with cars, ratings and avatars', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const drivers = await db
      .selectFrom('drivers as d')
      .innerJoin('cities as c', 'c.city_id', 'd.city_id')
      .selectAll('d')
      .select('c.geofence_json')
      .orderBy('d.driver_id')
      .execute();
    expect(drivers.filter((d) => d.city_id === 14).length).toBeGreaterThanOrEqual(25);
    expect(drivers.some((d) => d.city_id !== 14)).toBe(true);
    expect(drivers.filter((d) => !isInsideGeofence(d.d_lat!, d.d_lng!, d.geofence_json))).toEqual(
      [],
    );
    expect(drivers.some((d) => d.d_name.length > 12)).toBe(true);
    expect(new Set(drivers.map((d) => d.d_phone)).size).toBe(drivers.length);
    drivers.forEach((d, i) => {
      expect(d.driver_id).toBe(i + 1);
      expect(d.is_online).toBe(0);
      expect(d.d_rating).toBeGreaterThanOrEqual(3.2);
      expect(d.d_rating).toBeLessThanOrEqual(5);
      expect(d.d_rating_count).toBeGreaterThan(0);
      expect(d.num_trip).toBeGreaterThanOrEqual(d.d_rating_count);
      for (const field of [d.car_name, d.car_model, d.car_make, d.car_number, d.car_color]) {
        expect(field.length).toBeGreaterThan(0);
      }
      expect(d.d_profile_image_path).toBe(`/images/avatars/driver-${i + 1}.svg`);
      expect(existsSync(join(webPublic, d.d_profile_image_path))).toBe(true);
    });
    const ratings = new Set(drivers.map((d) => Math.floor(d.d_rating)));
    expect(ratings.has(3) && ratings.has(4)).toBe(true); // amber and green badges both show
  });

  it('seeds promos for every case: open, flat, expired, category-only, other-city-only', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const promos = await db.selectFrom('promos').selectAll().execute();
    const byCode = new Map(promos.map((p) => [p.promo_code, p]));
    expect(byCode.get('WELCOME10')).toMatchObject({
      promo_kind: 'percent',
      promo_value: 10,
      city_id: null,
      category_id: null,
    });
    expect(byCode.get('WELCOME10')!.max_discount).toBeGreaterThan(0);
    expect(byCode.get('FLAT5')).toMatchObject({ promo_kind: 'flat', promo_value: 500 });
    const valid = (p: (typeof promos)[number]) => p.valid_from <= NOW && NOW <= p.valid_to;
    expect(valid(byCode.get('WELCOME10')!)).toBe(true);
    expect(valid(byCode.get('FLAT5')!)).toBe(true);
    expect(promos.some((p) => p.valid_to < NOW)).toBe(true);
    expect(promos.some((p) => p.category_id !== null && valid(p))).toBe(true);
    expect(promos.some((p) => p.city_id !== null && p.city_id !== 14 && valid(p))).toBe(true);
    expect(byCode.get('WELCOME10')!.valid_to).toBeGreaterThan(NOW + 300 * DAY);
  });

  it('seeds blog posts, articles and announcements in en, es and fr with their illustrations', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const posts = await db.selectFrom('content_posts').selectAll().execute();
    const perKind = (k: string) => posts.filter((p) => p.kind === k).length;
    expect(perKind('blog')).toBeGreaterThanOrEqual(7);
    expect(perKind('article')).toBeGreaterThanOrEqual(6);
    expect(perKind('announcement')).toBeGreaterThanOrEqual(5);
    expect(new Set(posts.map((p) => p.image_path)).size).toBe(posts.length);

    const texts = await db.selectFrom('content_translations').selectAll().execute();
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(post.published_at).toBeLessThan(NOW);
      expect(post.published_at).toBeGreaterThan(NOW - 365 * DAY);
      expect(post.image_path).toBe(`/images/content/${post.slug}.svg`);
      const file = join(webPublic, post.image_path);
      expect(existsSync(file)).toBe(true);
      expect(statSync(file).size).toBeLessThan(3 * 1024);

      const t = Object.fromEntries(
        texts.filter((x) => x.post_id === post.post_id).map((x) => [x.lang, x]),
      );
      expect(Object.keys(t).sort()).toEqual(['en', 'es', 'fr']);
      for (const lang of ['es', 'fr'] as const) {
        expect(t[lang]!.title).not.toBe(t.en!.title);
        expect(t[lang]!.excerpt).not.toBe(t.en!.excerpt);
        expect(t[lang]!.body).not.toBe(t.en!.body);
      }
      for (const lang of ['en', 'es', 'fr'] as const) {
        const paragraphs = t[lang]!.body.split('\n\n');
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.every((p) => p.trim().length > 40 && !p.includes('\n'))).toBe(true);
        expect(t[lang]!.excerpt.length).toBeGreaterThan(40);
      }
    }
    expect(new Set(posts.map((p) => p.published_at)).size).toBe(posts.length);
  });

  it('fills the inbox with open messages in en, es and fr, as the contact form takes them', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const rows = await db
      .selectFrom('contact_messages')
      .selectAll()
      .orderBy('contact_message_id')
      .execute();
    expect(rows).toHaveLength(demoContactMessages.length);
    expect(demoContactMessages.map((m) => m.language).sort()).toEqual(['en', 'es', 'fr']);
    for (const [i, row] of rows.entries()) {
      const seed = demoContactMessages[i]!;
      const { name, email, phone, message } = row;
      expect(contactRequestSchema.parse({ name, email, phone, message })).toEqual({
        name: seed.name,
        email: seed.email,
        phone: seed.phone,
        message: seed.message,
      });
      expect(row).toMatchObject({ read_at: null, handled_at: null, assigned_staff_id: null });
      expect(row.created_at).toBeLessThan(NOW);
    }
    // Ids in the order they were sent: the inbox (newest id first) shows the newest first.
    const sentAt = rows.map((r) => r.created_at);
    expect(sentAt).toEqual([...sentAt].sort((a, b) => a - b));
  });

  it('resets rather than duplicates when seeded twice, and the ids start again at 1', async () => {
    const db = await database(kind);
    await seedDatabase(db, { now: NOW });
    const first = await allCounts(db);
    await db
      .insertInto('contact_messages')
      .values({
        name: 'A',
        email: 'a@example.com',
        message: 'Hello there, FairFare!',
        ip: '::1',
        created_at: NOW,
      })
      .execute();
    await db
      .insertInto('users')
      .values({
        first_name: 'Other',
        last_name: 'Rider',
        phone_code: '+1',
        phone: '5195550199',
        email: null,
        stripe_customer_id: null,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();

    await seedDatabase(db, { now: NOW + DAY });
    expect(await allCounts(db)).toEqual(first);
    const users = await db.selectFrom('users').select(['user_id', 'phone']).execute();
    expect(users).toEqual([{ user_id: 1, phone: '5195550100' }]);
    const ids = await db.selectFrom('drivers').select('driver_id').orderBy('driver_id').execute();
    expect(ids[0]?.driver_id).toBe(1);
    const london = await db
      .selectFrom('cities')
      .select('created_at')
      .where('city_id', '=', 14)
      .executeTakeFirstOrThrow();
    expect(london.created_at).toBe(NOW + DAY);
  });

  it('seedIfEmpty seeds only a database without any city', async () => {
    const db = await database(kind);
    expect(await seedIfEmpty(db, { now: NOW })).toBe(true);
    const seeded = await allCounts(db);
    expect(seeded.cities).toBeGreaterThan(0);

    await db
      .insertInto('contact_messages')
      .values({
        name: 'A',
        email: 'a@example.com',
        message: 'Still here after start-up?',
        ip: '::1',
        created_at: NOW,
      })
      .execute();
    expect(await seedIfEmpty(db, { now: NOW + DAY })).toBe(false);
    expect(await allCounts(db)).toEqual({
      ...seeded,
      contact_messages: seeded.contact_messages! + 1,
    });
  });
});
