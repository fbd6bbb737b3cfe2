import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { endpointTable } from '@fairfare/contracts/endpoint-table';
import { opsDriverPaths } from '@fairfare/contracts/ops-drivers';
import { opsSearchPaths } from '@fairfare/contracts/ops-search';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { opsPaths, STAFF_ROLES } from '@fairfare/contracts/staff';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { csvLines } from '../../../test/helpers/csv.ts';
import { rideOf } from '../../../test/helpers/ride-builder.ts';
import { addDriver, asDriver, asRider } from '../../../test/helpers/rides.ts';
import {
  signInEveryRole,
  signInStaff,
  staffCall,
  type StaffSession,
} from '../../../test/helpers/staff.ts';

const TORONTO = 15;

/** Riders written straight into the table (a search reads them, nothing else). */
async function addRiders(db: Db, riders: Array<{ first: string; last?: string; email?: string }>) {
  const now = Date.now();
  let n = 0;
  for (const r of riders) {
    n += 1;
    await db
      .insertInto('users')
      .values({
        first_name: r.first,
        last_name: r.last ?? 'Searched',
        email: r.email ?? null,
        phone_code: '+1',
        phone: `226555${String(n).padStart(4, '0')}`,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }
}

/** Copies of a booked trip, in `cityId`, an hour apart from `from` (the search reads them). */
async function copyTrip(db: Db, tripId: number, count: number, cityId: number, from: number) {
  const { trip_id: _id, ...row } = await db
    .selectFrom('trips')
    .selectAll()
    .where('trip_id', '=', tripId)
    .executeTakeFirstOrThrow();
  for (let i = 0; i < count; i += 1) {
    await db
      .insertInto('trips')
      .values({
        ...row,
        city_id: cityId,
        trip_date: from + i * 3_600_000,
        track_token: randomUUID(),
      })
      .execute();
  }
}

/** Every page of a list, following next_before_id; the ids in order. */
async function everyPage(
  app: FastifyInstance,
  who: StaffSession,
  path: string,
  body: object,
  rowsOf: (response: Record<string, unknown>) => Array<Record<string, number>>,
  idOf: (row: Record<string, number>) => number,
) {
  const ids: number[] = [];
  const sizes: number[] = [];
  let before: number | undefined;
  for (;;) {
    const res = await staffCall(app, who, path, {
      ...body,
      ...(before ? { before_id: before } : {}),
    });
    expect(res.statusCode).toBe(200);
    const rows = rowsOf(res.json().response);
    sizes.push(rows.length);
    ids.push(...rows.map(idOf));
    before = res.json().response.next_before_id ?? undefined;
    if (before === undefined) return { ids, sizes };
  }
}

/** An export's lines (without the byte-order mark and the last empty line). */

const descending = (ids: number[]) => [...ids].sort((a, b) => b - a);

describe.each(databaseKinds)('finding anyone in the back office (%s)', (kind) => {
  it('lets in exactly the roles of each list: exports too; others 403, no session 401', async () => {
    const { app } = await startSeededApp(kind);
    const sessions = await signInEveryRole(app);
    const bodies: Record<keyof typeof endpointTable.opsSearch, object> = {
      trips: {},
      exportTrips: {},
      exportRiders: { query: 'Ann' },
      exportDrivers: {},
      exportAudit: {},
    };
    for (const [name, endpoint] of Object.entries(endpointTable.opsSearch)) {
      const body = bodies[name as keyof typeof bodies];
      for (const role of STAFF_ROLES) {
        const res = await staffCall(app, sessions[role], endpoint.path, body);
        const allowed = (endpoint.roles as readonly string[]).includes(role);
        expect([name, role, res.statusCode]).toEqual([name, role, allowed ? 200 : 403]);
      }
      expect((await staffCall(app, null, endpoint.path, body)).statusCode).toBe(401);
    }
    expect(endpointTable.opsSearch.exportRiders.roles).toEqual(
      endpointTable.opsSupport.findRiders.roles,
    );
    expect(endpointTable.opsSearch.exportDrivers.roles).toEqual(
      endpointTable.opsDrivers.list.roles,
    );
    expect(endpointTable.opsSearch.exportAudit.roles).toEqual(endpointTable.ops.auditLog.roles);
  });

  it('finds riders by name, e-mail or phone in any format, pages by keyset and exports every match', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    await addRiders(db, [
      { first: 'Annabel', last: 'Quist', email: 'a.quist@example.com' },
      { first: '=HYPERLINK("http://x")', last: 'Quist' },
      ...Array.from({ length: 110 }, (_, i) => ({ first: `Pagey${i}`, last: 'Pagewright' })),
    ]);
    const find = async (query: string) =>
      (await staffCall(app, support, opsSupportPaths.findRiders, { query }))
        .json()
        .response.riders.map((r: { name: string }) => r.name);

    expect(await find('annabel q')).toEqual(['Annabel Quist']);
    expect(await find('A.QUIST@example')).toEqual(['Annabel Quist']);
    for (const phone of ['2265550001', '(226) 555-0001', '+1 226 555 0001', '1-226-555-0001']) {
      expect([phone, await find(phone)]).toEqual([phone, ['Annabel Quist']]);
    }
    const found = await staffCall(app, support, opsSupportPaths.findRiders, { query: 'annabel' });
    expect(found.json().response.riders[0]).toMatchObject({ phone: '+1 226 555 0001' });
    // a typed % or _ is a character, not a wildcard
    expect(await find('%%')).toEqual([]);

    const { ids, sizes } = await everyPage(
      app,
      support,
      opsSupportPaths.findRiders,
      { query: 'pagewright' },
      (r) => r.riders as unknown as Array<Record<string, number>>,
      (r) => r.user_id!,
    );
    expect(sizes).toEqual([50, 50, 10]);
    expect(new Set(ids).size).toBe(110);
    expect(ids).toEqual(descending(ids));

    const exported = csvLines(
      await staffCall(app, support, opsSearchPaths.exportRiders, { query: 'pagewright' }),
    );
    expect(exported[0]).toBe('Rider,Name,Phone,E-mail,Wallet,Joined (UTC)');
    expect(exported.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(ids);
    // a name that a spreadsheet would run as a formula is written as text, quoted
    const quist = csvLines(
      await staffCall(app, support, opsSearchPaths.exportRiders, { query: 'quist' }),
    );
    expect(quist).toContainEqual(
      expect.stringContaining(`"'=HYPERLINK(""http://x"") Quist",'+1 226 555 0002`),
    );
    const audit = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'export.riders')
      .execute();
    expect(audit.map((a) => [a.staff_id, JSON.parse(a.after_json ?? 'null')])).toEqual([
      [support.staffId, { query: 'pagewright' }],
      [support.staffId, { query: 'quist' }],
    ]);
  });

  it('finds trips by number, rider, driver, city, status and dates; a city manager sees only their cities, listed and exported', async () => {
    const { app, db } = await startSeededApp(kind);
    const [support, city] = [await signInStaff(app, 'support'), await signInStaff(app, 'city')];
    const ride = await rideOf(app, db, '5195554301').booked();
    const day = Date.UTC(2026, 10, 20);
    await copyTrip(db, ride.tripId, 30, 14, day);
    await copyTrip(db, ride.tripId, 25, TORONTO, day);
    const trips = async (who: StaffSession, body: object) => {
      const res = await staffCall(app, who, opsSearchPaths.trips, body);
      expect(res.statusCode).toBe(200);
      return res.json().response.trips as Array<{ trip_id: number; city_id: number }>;
    };

    expect((await trips(support, { trip_id: ride.tripId })).map((t) => t.trip_id)).toEqual([
      ride.tripId,
    ]);
    expect(await trips(support, { trip_id: ride.tripId, status: 'completed' })).toEqual([]);
    expect(await trips(support, { trip_id: ride.tripId })).toEqual([
      expect.objectContaining({
        rider_name: 'Test Rider',
        city_name: expect.any(String),
        tz_offset: -5,
      }),
    ]);
    const page = await staffCall(app, support, opsSearchPaths.trips, { rider: '(519) 555-4301' });
    expect(page.json().response.trips).toHaveLength(50);
    expect(page.json().response.next_before_id).toEqual(expect.any(Number));
    expect((await trips(support, { rider: 'nobody at all' })).length).toBe(0);
    expect((await trips(support, { driver: 'anyone' })).length).toBe(0);
    const dayTrips = await trips(support, { from: day, to: day + 5 * 3_600_000, city_id: 14 });
    expect(dayTrips.map((t) => t.city_id)).toEqual([14, 14, 14, 14, 14]);

    const everyTrip = await everyPage(
      app,
      support,
      opsSearchPaths.trips,
      { status: 'request', rider: '5195554301' },
      (r) => r.trips as unknown as Array<Record<string, number>>,
      (r) => r.trip_id!,
    );
    expect(everyTrip.sizes).toEqual([50, 6]);
    expect(everyTrip.ids).toEqual(descending(everyTrip.ids));

    const mine = await everyPage(
      app,
      city,
      opsSearchPaths.trips,
      { rider: '5195554301' },
      (r) => r.trips as unknown as Array<Record<string, number>>,
      (r) => r.trip_id!,
    );
    expect(mine.ids).toHaveLength(31);
    expect(await trips(city, { city_id: TORONTO })).toEqual([]);
    const cityExport = csvLines(
      await staffCall(app, city, opsSearchPaths.exportTrips, { rider: '5195554301' }),
    );
    expect(cityExport).toHaveLength(32);
    expect(cityExport.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(mine.ids);
    expect(cityExport.slice(1).every((line) => line.split(',')[1]!.endsWith('-05:00'))).toBe(true);
    const allExport = csvLines(
      await staffCall(app, support, opsSearchPaths.exportTrips, { rider: '5195554301' }),
    );
    expect(allExport).toHaveLength(57);
  });

  it('finds drivers by name, phone in any format or plate, pages, and exports only a city manager’s own', async () => {
    const { app, db } = await startSeededApp(kind);
    const [admin, city] = [await signInStaff(app, 'admin'), await signInStaff(app, 'city')];
    const near = await addDriver(db, undefined, { name: 'Nadia Nearby' });
    await addDriver(db, undefined, { name: 'Farid Faraway', cityId: TORONTO });
    const ids = async (who: StaffSession, search: string) =>
      (await staffCall(app, who, opsDriverPaths.list, { search }))
        .json()
        .response.drivers.map((d: { driver_id: number }) => d.driver_id);
    const formatted = `+1 (${near.phone.slice(0, 3)}) ${near.phone.slice(3, 6)}-${near.phone.slice(6)}`;
    expect(await ids(admin, formatted)).toEqual([near.driverId]);
    expect(await ids(admin, near.phone.slice(-7))).toEqual([near.driverId]);
    expect(await ids(admin, 'nadia')).toEqual([near.driverId]);
    expect((await ids(admin, 'test 001')).length).toBeGreaterThanOrEqual(2);
    expect(await ids(city, 'Farid')).toEqual([]);

    const all = await everyPage(
      app,
      admin,
      opsDriverPaths.list,
      {},
      (r) => r.drivers as unknown as Array<Record<string, number>>,
      (r) => r.driver_id!,
    );
    expect(all.ids).toEqual(descending(all.ids));
    expect(new Set(all.ids).size).toBe(all.ids.length);
    const total = await db
      .selectFrom('drivers')
      .select(db.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(all.ids).toHaveLength(Number(total?.n));

    const cityLines = csvLines(await staffCall(app, city, opsSearchPaths.exportDrivers, {}));
    const cities = new Set(cityLines.slice(1).map((line) => line.split(',')[1]));
    expect([...cities]).toEqual(['14']);
    expect(cityLines.join('\n')).toContain('Nadia Nearby');
    expect(cityLines.join('\n')).not.toContain('Farid');
  });

  it('shows the audit log as a before/after per field, filtered, and exports it', async () => {
    const { app } = await startSeededApp(kind);
    const admin = await signInStaff(app, 'admin');
    const support = await signInStaff(app, 'support');
    const near = await addDriver(app.db, undefined, { name: 'Audited Driver' });
    const suspend = await staffCall(app, admin, opsDriverPaths.suspend, {
      driver_id: near.driverId,
      suspended: true,
      reason: 'Documents expired',
    });
    expect(suspend.statusCode).toBe(200);
    const log = await staffCall(app, admin, opsPaths.auditLog, {
      action: 'driver.suspend',
      staff_id: admin.staffId,
    });
    expect(log.json().response.entries).toEqual([
      expect.objectContaining({
        entity_id: String(near.driverId),
        changes: [{ field: 'suspended', before: false, after: true }],
      }),
    ]);
    expect(
      (await staffCall(app, admin, opsPaths.auditLog, { staff_id: support.staffId })).json()
        .response.entries,
    ).toEqual([]);

    const lines = csvLines(
      await staffCall(app, admin, opsSearchPaths.exportAudit, { entity: 'driver' }),
    );
    expect(lines[0]).toBe('Entry,When (UTC),Who,Action,Object,Changes,Reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d+,\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\dZ,admin@.*,driver\\.suspend,driver ${near.driverId},suspended: false → true,Documents expired$`,
      ),
    );
    // the export itself is in the log: who exported what, under which filter
    const exports = await staffCall(app, admin, opsPaths.auditLog, { action: 'export.audit' });
    expect(exports.json().response.entries).toEqual([
      expect.objectContaining({ staff_id: admin.staffId, after: { entity: 'driver' } }),
    ]);
  });

  it('shows a ride for now as requested for now, and both ratings at their times (migration 035)', async () => {
    const { app, db } = await startSeededApp(kind);
    const support = await signInStaff(app, 'support');
    const ride = await rideOf(app, db, '5195554302').completed();
    const before = Date.now();
    const rated = await asRider(app, ride.rider, endpoints.trips.update, {
      action: 'rate',
      trip_id: ride.tripId,
      trip_rating: 4,
    });
    expect(rated.statusCode).toBe(200);
    const riderRated = await asDriver(app, ride.driver, endpoints.drivers.rateRider, {
      trip_id: ride.tripId,
      rating: 5,
    });
    expect(riderRated.statusCode).toBe(200);

    const detail = await staffCall(app, support, opsSupportPaths.trip, { trip_id: ride.tripId });
    const timeline = detail.json().response.timeline as Array<{ at: number | null; text: string }>;
    expect(timeline[0]?.text).toMatch(/^Ride requested for now from /);
    expect(timeline.map((e) => e.text)).not.toContain('Sent to drivers (booked for later)');
    const ratings = timeline.filter((e) => e.text.includes('rated'));
    expect(ratings.map((e) => e.text)).toEqual([
      'Rider rated the ride 4 of 5',
      'Driver rated the rider 5 of 5',
    ]);
    for (const r of ratings) expect(r.at).toBeGreaterThanOrEqual(before);
    expect(detail.json().response.trip.tz_offset).toBe(-5);
  });
});
