import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@fairfare/contracts/api';
import { allEndpoints, type Endpoint } from '@fairfare/contracts/endpoint-table';
import type { Db } from '../src/db/database.ts';
import { RESET_ORDER } from '../src/db/seed/seed.ts';
import { startSeededApp } from './helpers/app.ts';
import { registerRider } from './helpers/auth.ts';
import { databaseKinds } from './helpers/databases.ts';
import { malformedBodies } from './helpers/malformed.ts';
import { addDriver, loginDriver } from './helpers/rides.ts';
import { startApplying } from './helpers/applications.ts';
import { signInEveryRole } from './helpers/staff.ts';

/**
 * The fuzz suite of issue 17 ("keep it proven"): every endpoint of the table gets at least 200
 * bodies its own schema refuses, sent by a caller its access lets in, on each database. None
 * may answer 5xx or 2xx, and none may change anything stored.
 */
const BODIES_PER_ENDPOINT = 200;

/** Tables whose rows the seed writes once and no call changes: compared by their count. */
const BULKY = new Set<string>(['places', 'content_translations', 'countries', 'city_fares']);

/** Everything the database holds (sessions without the time a session was last seen). */
async function snapshot(db: Db): Promise<string> {
  const parts: unknown[] = [];
  for (const table of RESET_ORDER) {
    const rows = await db.selectFrom(table).selectAll().execute();
    if (BULKY.has(table)) {
      parts.push([table, rows.length]);
      continue;
    }
    const comparable = rows.map((row) => {
      const { last_seen_at: _seen, ...rest } = row as Record<string, unknown>;
      return JSON.stringify(rest);
    });
    parts.push([table, comparable.sort()]);
  }
  return JSON.stringify(parts);
}

const withBody = allEndpoints.filter(
  (endpoint): endpoint is Endpoint<NonNullable<Endpoint['body']>> => endpoint.body !== null,
);

describe.each(databaseKinds)('malformed bodies on every endpoint (%s)', (kind) => {
  it(`${BODIES_PER_ENDPOINT} refused bodies per endpoint: no 5xx, no 2xx, nothing stored`, async () => {
    const { app, db } = await startSeededApp(kind, {});
    const rider = await registerRider(app, '5195559401');
    const driver = await loginDriver(app, (await addDriver(db)).phone);
    const staff = await signInEveryRole(app);
    const applicant = await startApplying(app, '5195559402');
    const cookieFor = {
      public: undefined,
      rider: rider.cookie,
      driver: driver.cookie,
      applicant: applicant.cookie,
    };
    // A staff endpoint is called by a staff member of a role it admits.
    const cookieOf = (endpoint: Endpoint) =>
      endpoint.access === 'staff' ? staff[endpoint.roles[0]!].cookie : cookieFor[endpoint.access];
    let address = 0;
    let calls = 0;
    const before = await snapshot(db);

    for (const endpoint of withBody) {
      await fc.assert(
        fc.asyncProperty(malformedBodies(endpoint.body), async (payload) => {
          const cookie = cookieOf(endpoint);
          calls++;
          const res = await app.inject({
            method: 'POST',
            url: API_BASE + endpoint.path,
            // A new address each call, so that per-address limits test validation, not themselves.
            remoteAddress: `10.77.${Math.floor(address / 250) % 250}.${(address++ % 250) + 1}`,
            headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
            payload,
          });
          expect(
            res.statusCode,
            `${endpoint.path} ${payload.slice(0, 200)}`,
          ).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${endpoint.path} ${payload.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: BODIES_PER_ENDPOINT },
      );
    }

    // Endpoints that read no body (logout, session, the webhook's raw bytes…) take any junk calmly.
    for (const endpoint of allEndpoints.filter((e) => e.body === null)) {
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 200 }), async (payload) => {
          calls++;
          const res = await app.inject({
            method: 'POST',
            url: API_BASE + endpoint.path,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, `${endpoint.path} ${payload.slice(0, 200)}`).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    }

    expect(calls).toBeGreaterThanOrEqual(withBody.length * BODIES_PER_ENDPOINT);
    expect(await snapshot(db)).toBe(before);
  }, 240_000);
});
