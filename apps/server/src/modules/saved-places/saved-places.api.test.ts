import { describe, expect, it } from 'vitest';
import { API_BASE, endpoints } from '@fairfare/contracts/api';
import { savedPlaceSchema, savedPlacesResponseSchema } from '@fairfare/contracts/savedPlaces';
import type { Db } from '../../db/database.ts';
import { startSeededApp } from '../../../test/helpers/app.ts';
import { registerRider } from '../../../test/helpers/auth.ts';
import { AIRPORT, booking, MASONVILLE, saveTrip, WESTERN } from '../../../test/helpers/booking.ts';
import { databaseKinds } from '../../../test/helpers/databases.ts';
import { insertTrip } from '../../../test/helpers/fixtures.ts';
import { asRider, type RiderSession } from '../../../test/helpers/rides.ts';
import { expectFailed } from '../../../test/helpers/failure.ts';

const { list, save, delete: remove } = endpoints.savedPlaces;
const HOME = { kind: 'home', address: '12 Elm Street', lat: 42.9849, lng: -81.2453 };
const WORK = { kind: 'work', ...MASONVILLE };

function favourite(n: number, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'favourite',
    name: `Spot ${n}`,
    address: `Place ${n}`,
    lat: 42.95 + n / 1000,
    lng: -81.2,
    ...overrides,
  };
}

async function storedPlaces(db: Db) {
  return db.selectFrom('saved_places').selectAll().orderBy('saved_place_id').execute();
}

async function listOf(app: Parameters<typeof asRider>[0], rider: RiderSession) {
  const res = await asRider(app, rider, list);
  expect(res.statusCode).toBe(200);
  return savedPlacesResponseSchema.parse(res.json().response);
}

describe.each(databaseKinds)('saved places on %s', (kind) => {
  async function rider(phone: string) {
    const { app, db } = await startSeededApp(kind);
    return { app, db, me: await registerRider(app, phone) };
  }

  it('adds, lists, changes and removes Home, Work and favourites', async () => {
    const { app, db, me } = await rider('5195558001');
    expect(await listOf(app, me)).toEqual({ places: [], recent: [] });

    const fav = await asRider(app, me, save, favourite(1, { name: '  Gym  ' }));
    expect(fav.statusCode).toBe(200);
    expect(fav.json()).toMatchObject({
      status: 'success',
      message: 'Place saved.',
      response: { kind: 'favourite', name: 'Gym', address: 'Place 1' },
    });
    const work = await asRider(app, me, save, WORK);
    // a name sent with Home or Work is not kept: the site names them
    const home = await asRider(app, me, save, { ...HOME, name: 'My flat' });
    expect(home.json().response).toMatchObject({
      kind: 'home',
      name: '',
      address: '12 Elm Street',
    });

    const listed = await listOf(app, me);
    // Home, Work, then the favourites
    expect(listed.places.map((p) => [p.kind, p.name, p.address])).toEqual([
      ['home', '', '12 Elm Street'],
      ['work', '', 'Masonville Place'],
      ['favourite', 'Gym', 'Place 1'],
    ]);
    expect(listed.places[0]).toEqual(savedPlaceSchema.parse(home.json().response));

    // changing a favourite by its id keeps the id
    const favId = fav.json().response.saved_place_id as number;
    const renamed = await asRider(app, me, save, {
      ...favourite(1),
      saved_place_id: favId,
      name: 'Climbing gym',
      ...AIRPORT,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().response).toMatchObject({
      saved_place_id: favId,
      name: 'Climbing gym',
      address: AIRPORT.address,
      lat: AIRPORT.lat,
      lng: AIRPORT.lng,
    });

    const gone = await asRider(app, me, remove, {
      saved_place_id: work.json().response.saved_place_id,
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toMatchObject({
      message: 'Place removed.',
      response: { saved_place_id: work.json().response.saved_place_id },
    });
    expect((await listOf(app, me)).places.map((p) => p.kind)).toEqual(['home', 'favourite']);
    expect(await storedPlaces(db)).toHaveLength(2);
  });

  it('saving Home or Work again replaces it; making a favourite Home replaces the old Home', async () => {
    const { app, db, me } = await rider('5195558002');
    const first = (await asRider(app, me, save, HOME)).json().response;
    const again = await asRider(app, me, save, { ...HOME, ...WESTERN });
    expect(again.statusCode).toBe(200);
    expect(again.json().response).toMatchObject({
      saved_place_id: first.saved_place_id,
      kind: 'home',
      address: 'Western University',
    });
    expect(await storedPlaces(db)).toEqual([
      expect.objectContaining({ kind: 'home', address: 'Western University' }),
    ]);

    const fav = (await asRider(app, me, save, favourite(1))).json().response;
    const promoted = await asRider(app, me, save, {
      ...favourite(1),
      kind: 'home',
      saved_place_id: fav.saved_place_id,
    });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json().response).toMatchObject({
      saved_place_id: fav.saved_place_id,
      kind: 'home',
      name: '',
      address: 'Place 1',
    });
    expect((await listOf(app, me)).places).toEqual([
      expect.objectContaining({ saved_place_id: fav.saved_place_id, kind: 'home' }),
    ]);
  });

  it('keeps at most 10 favourites with distinct names: the 11th and a taken name are refused', async () => {
    const { app, db, me } = await rider('5195558003');
    await asRider(app, me, save, HOME);
    await asRider(app, me, save, WORK);
    for (let n = 1; n <= 10; n++) {
      expect((await asRider(app, me, save, favourite(n))).statusCode).toBe(200);
    }
    const eleventh = await asRider(app, me, save, favourite(11));
    expectFailed(eleventh, 409, {
      message: 'You can keep up to 10 favourite places. Please remove one before adding another.',
      code: 'savedPlaces.favouritesFull',
      params: { max: 10 },
    });
    expect(await storedPlaces(db)).toHaveLength(12);

    // changing one of the ten is fine; a name another favourite has is not (whatever the case)
    const places = (await listOf(app, me)).places;
    const tenth = places.find((p) => p.name === 'Spot 10')!;
    const moved = await asRider(app, me, save, {
      ...favourite(10),
      saved_place_id: tenth.saved_place_id,
      address: 'Elsewhere',
    });
    expect(moved.statusCode).toBe(200);
    const taken = await asRider(app, me, save, {
      ...favourite(10),
      saved_place_id: tenth.saved_place_id,
      name: 'SPOT 3',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'savedPlaces.nameTaken',
      message: 'You already have a favourite called Spot 3.',
    });
    // a favourite made Home frees a slot
    await asRider(app, me, save, {
      ...favourite(1),
      kind: 'home',
      saved_place_id: places[2]!.saved_place_id,
    });
    expect((await asRider(app, me, save, favourite(11))).statusCode).toBe(200);
  });

  it("answers another rider's place like a missing one (404) and changes nothing", async () => {
    const { app, db, me } = await rider('5195558004');
    const other = await registerRider(app, '5195558005', 'Other');
    const mine = (await asRider(app, me, save, favourite(1))).json().response;
    const before = await storedPlaces(db);

    for (const attempt of [
      asRider(app, other, save, { ...favourite(2), saved_place_id: mine.saved_place_id }),
      asRider(app, other, save, { ...HOME, saved_place_id: mine.saved_place_id }),
      asRider(app, other, remove, { saved_place_id: mine.saved_place_id }),
      asRider(app, me, remove, { saved_place_id: mine.saved_place_id + 1000 }),
    ]) {
      const res = await attempt;
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({
        code: 'savedPlaces.notFound',
        message: 'This saved place does not exist.',
      });
    }
    expect(await storedPlaces(db)).toEqual(before);
    expect(await listOf(app, other)).toEqual({ places: [], recent: [] });
  });

  it('needs a rider', async () => {
    const { app, db } = await startSeededApp(kind);
    for (const [path, payload] of [
      [list, {}],
      [save, HOME],
      [remove, { saved_place_id: 1 }],
    ] as const) {
      const res = await app.inject({ method: 'POST', url: API_BASE + path, payload });
      expect(res.statusCode).toBe(401);
    }
    expect(await storedPlaces(db)).toEqual([]);
  });

  it('refuses bad bodies with 400 and its message, and stores nothing', async () => {
    const { app, db, me } = await rider('5195558006');
    const cases: Array<[unknown, string]> = [
      [{ address: 'x', lat: 43, lng: -81 }, 'savedPlaces.kindInvalid'],
      [{ ...HOME, kind: 'office' }, 'savedPlaces.kindInvalid'],
      [favourite(1, { name: undefined }), 'savedPlaces.nameRequired'],
      [favourite(1, { name: '   ' }), 'savedPlaces.nameRequired'],
      [favourite(1, { name: 'x'.repeat(41) }), 'savedPlaces.nameTooLong'],
      [favourite(1, { name: 7 }), 'savedPlaces.nameRequired'],
      [{ ...HOME, address: '  ' }, 'booking.locationInvalid'],
      [{ ...HOME, address: 'x'.repeat(301) }, 'booking.locationInvalid'],
      [{ ...HOME, lat: 91 }, 'booking.locationInvalid'],
      [{ ...HOME, lng: '-81.2' }, 'booking.locationInvalid'],
      [{ ...HOME, saved_place_id: 'one' }, 'error.badRequest'],
      [{ ...HOME, saved_place_id: 1.5 }, 'error.badRequest'],
      [{ ...HOME, address: 'Elm\u0000Street' }, 'error.badRequest'],
      [favourite(1, { name: 'Gym\u0000' }), 'error.badRequest'],
      [favourite(1, { name: '\ud800' }), 'error.badRequest'],
      [[HOME], 'booking.locationInvalid'],
    ];
    for (const [payload, code] of cases) {
      const res = await asRider(app, me, save, payload as object);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json(), JSON.stringify(payload)).toMatchObject({ status: 'failed', code });
    }
    const noBody = await app.inject({
      method: 'POST',
      url: API_BASE + save,
      headers: { cookie: me.cookie },
    });
    expect(noBody.statusCode).toBe(400);
    for (const payload of [{}, { saved_place_id: 0 }, { saved_place_id: '1' }]) {
      const res = await asRider(app, me, remove, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'error.badRequest' });
    }
    expect(await storedPlaces(db)).toEqual([]);
  });

  it("lists the rider's recent places: distinct pickups and drops of the latest trips, newest first, at most 5, not the saved ones", async () => {
    const { app, db, me } = await rider('5195558007');
    const other = await registerRider(app, '5195558008', 'Other');
    const at = Date.now() - 60_000;
    const trip = (from: typeof WESTERN, to: typeof WESTERN, n: number) =>
      insertTrip(db, me.userId, {
        trip_from_loc: from.address,
        trip_from_lat: from.lat,
        trip_from_lng: from.lng,
        trip_to_loc: to.address,
        trip_to_lat: to.lat,
        trip_to_lng: to.lng,
        trip_pay_status: 'Paid',
        created_at: at + n,
      });
    const place = (n: number) => ({ address: `Corner ${n}`, lat: 42.9 + n / 100, lng: -81.3 });
    await trip(place(1), place(2), 1);
    await trip(place(3), place(4), 2);
    await trip(place(5), place(6), 3);
    await trip(WESTERN, AIRPORT, 4);
    await trip(AIRPORT, WESTERN, 5);
    // another rider's trips are not theirs
    await insertTrip(db, other.userId, { trip_from_loc: 'Not mine', created_at: at + 6 });

    const first = await listOf(app, me);
    expect(first.recent.map((p) => p.address)).toEqual([
      AIRPORT.address,
      WESTERN.address,
      'Corner 5',
      'Corner 6',
      'Corner 3',
    ]);
    expect(first.recent[0]).toEqual({ ...AIRPORT, used_at: at + 5 });

    // a saved place near a recent one leaves it out; a ride booked now is the newest
    await asRider(app, me, save, { kind: 'work', ...AIRPORT, address: 'The airport' });
    const booked = await saveTrip(
      app,
      me.cookie,
      booking({ pickup: MASONVILLE, drop: WESTERN, user_offer_amt: 10 }),
    );
    expect(booked.statusCode, booked.body).toBe(200);
    const second = await listOf(app, me);
    expect(second.recent.map((p) => p.address)).toEqual([
      MASONVILLE.address,
      WESTERN.address,
      'Corner 5',
      'Corner 6',
      'Corner 3',
    ]);
  });

  it.runIf(kind === 'postgres')(
    'keeps one Home and at most 10 favourites when saves race',
    async () => {
      const { app, db, me } = await rider('5195558009');
      const homes = await Promise.all(
        Array.from({ length: 5 }, (_, n) =>
          asRider(app, me, save, { ...HOME, address: `Home ${n}` }),
        ),
      );
      expect(homes.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const favourites = await Promise.all(
        Array.from({ length: 14 }, (_, n) => asRider(app, me, save, favourite(n))),
      );
      expect(favourites.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(favourites.filter((r) => r.statusCode === 409)).toHaveLength(4);
      const rows = await storedPlaces(db);
      expect(rows.filter((r) => r.kind === 'home')).toHaveLength(1);
      expect(rows.filter((r) => r.kind === 'favourite')).toHaveLength(10);
    },
  );
});
