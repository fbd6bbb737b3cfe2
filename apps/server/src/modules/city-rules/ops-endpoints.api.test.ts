import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { STAFF_ROLES } from '@fairfare/contracts/staff';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { AIRPORT, WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { signInEveryRole, staffCall } from '../../../test/helpers/staff.ts';

const mine = [
  ...Object.values(endpointTable.opsContent),
  ...Object.values(endpointTable.opsRules),
  ...Object.values(endpointTable.opsNow),
];

const estimate = { city_id: 14, category_id: 1, pickup: WESTERN, drop: AIRPORT };
const fare = {
  city_id: 14,
  category_id: 1,
  base_fare: 10,
  per_km: 1.25,
  per_min: 0.3,
  min_fare: 7.5,
  max_fare: null,
  commission_pct: 20,
  bid_floor_pct: 80,
  bid_ceiling_pct: 200,
};

// Four staff sign-ins and about a hundred calls a test: more than the default time on a loaded machine.
const SLOW = 60_000;

describe.each(databaseKinds)('back office content, rules and now endpoints on %s', (kind) => {
  it(
    'refuse anonymous callers and riders (401) and every role they do not admit (403)',
    async () => {
      const { app } = await startSeededApp(kind);
      const staff = await signInEveryRole(app);
      const rider = await registerRider(app, '5195550401');
      for (const endpoint of mine) {
        const url = API_BASE + endpoint.path;
        expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(401);
        const asRider = await app.inject({
          method: 'POST',
          url,
          headers: { cookie: rider.cookie },
          payload: {},
        });
        expect(asRider.statusCode, url).toBe(401);
        for (const role of STAFF_ROLES) {
          if (endpoint.roles.includes(role)) continue;
          expect(
            (await staffCall(app, staff[role], endpoint.path, {})).statusCode,
            `${role} ${url}`,
          ).toBe(403);
        }
      }
    },
    SLOW,
  );

  it(
    'an editor publishes a Spanish announcement: audited, and on the public list at once',
    async () => {
      const { app, db } = await startSeededApp(kind);
      const { editor } = await signInEveryRole(app);
      const created = await staffCall(app, editor, endpointTable.opsContent.create.path, {
        kind: 'announcement',
        slug: 'nuevo-en-london',
        image_path: '/images/content/fairfare-launches-in-london-ontario.svg',
        author: 'FairFare',
        text: {
          en: { title: 'New in London', excerpt: 'News.', body: 'We are **here**.' },
          es: { title: 'Novedad en London', excerpt: 'Noticias.', body: 'Ya **llegamos**.' },
        },
      });
      expect(created.statusCode).toBe(200);
      const postId = created.json().response.post_id as number;
      const list = () =>
        app.inject({
          method: 'POST',
          url: API_BASE + endpoints.content.list,
          payload: { kind: 'announcement', lang: 'es' },
        });
      expect((await list()).json().response.items[0].title).not.toBe('Novedad en London');

      const published = await staffCall(app, editor, endpointTable.opsContent.publish.path, {
        post_id: postId,
      });
      expect(published.json().response).toMatchObject({ status: 'published', scheduled: false });
      expect((await list()).json().response.items[0].title).toBe('Novedad en London');

      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'entity', 'entity_id', 'staff_id'])
        .where('entity', '=', 'content_post')
        .orderBy('at')
        .execute();
      expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.publish']);
      expect(audit[1]).toMatchObject({ entity_id: String(postId), staff_id: editor.staffId });
    },
    SLOW,
  );

  it(
    'a city manager raises a fare of their city: audited, the next estimate uses it; another city is refused',
    async () => {
      const { app, db } = await startSeededApp(kind);
      const { city } = await signInEveryRole(app);
      const ask = () =>
        app.inject({ method: 'POST', url: API_BASE + endpoints.trips.estimate, payload: estimate });
      expect((await ask()).json().response['1'].total_fare).toBe(21.2);

      const saved = await staffCall(app, city, endpointTable.opsRules.saveFare.path, fare);
      expect(saved.statusCode).toBe(200);
      expect((await ask()).json().response['1'].total_fare).toBe(27.7);
      const audit = await db
        .selectFrom('audit_log')
        .select(['action', 'before_json', 'after_json'])
        .where('action', '=', 'rules.saveFare')
        .executeTakeFirstOrThrow();
      expect(JSON.parse(audit.before_json!)).toMatchObject({ base_fare: 3.5 });
      expect(JSON.parse(audit.after_json!)).toMatchObject({ base_fare: 10 });

      const toronto = await staffCall(app, city, endpointTable.opsRules.saveFare.path, {
        ...fare,
        city_id: 15,
      });
      expect(toronto.statusCode).toBe(403);
      const now = await staffCall(app, city, endpointTable.opsNow.city.path, { city_id: 15 });
      expect(now.statusCode).toBe(403);
    },
    SLOW,
  );

  it(
    'lists every city to support and to an admin (Now), a city manager only theirs',
    async () => {
      const { app } = await startSeededApp(kind);
      const staff = await signInEveryRole(app);
      const cities = async (role: 'support' | 'admin' | 'city') => {
        const res = await staffCall(app, staff[role], endpointTable.opsRules.cities.path, {});
        expect(res.statusCode, role).toBe(200);
        return (res.json().response as Array<{ city_id: number }>).map((c) => c.city_id);
      };
      const every = await cities('admin');
      expect(every.length).toBeGreaterThan(1);
      expect(await cities('support')).toEqual(every);
      expect(await cities('city')).toEqual([14]);
    },
    SLOW,
  );
});
